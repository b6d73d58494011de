// The Jest project preset every package uses: TypeScript through ts-jest (transpile only; `tsc --noEmit`
// type-checks separately), jsdom for the web apps, node for the mock-server.
const path = require('node:path');
const { jestModuleNameMapper } = require('./path-aliases.cjs');

const ESM_PACKAGES = ['react-dnd', 'react-dnd-html5-backend', 'dnd-core', '@react-dnd'];

function jestProject({ rootDir, displayName, environment = 'jsdom' }) {
  return {
    displayName,
    rootDir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        require.resolve('ts-jest'),
        {
          diagnostics: false,
          tsconfig: {
            jsx: 'react-jsx',
            module: 'commonjs',
            moduleResolution: 'node',
            esModuleInterop: true,
            isolatedModules: true,
            target: 'ES2022',
          },
        },
      ],
      '^.+\\.js$': [
        require.resolve('ts-jest'),
        {
          diagnostics: false,
          tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', isolatedModules: true },
        },
      ],
    },
    // react-dnd and its parts (the board engine's, shared-ui/board) ship ES modules only: Jest compiles them to
    // CommonJS like the apps' own code, so a board page's test runs the engine as the browser does.
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_PACKAGES.join('|')})/)`],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    moduleNameMapper: {
      ...jestModuleNameMapper(),
      // Pages' tests never open a real socket: the server's events are handed in by `deliverRealtimeEvent`.
      ...(environment === 'jsdom' ? { '^socket\\.io-client$': path.join(__dirname, 'socket-io-stub.cjs') } : {}),
    },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  };
}

module.exports = { jestProject };
