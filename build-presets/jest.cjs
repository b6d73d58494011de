// The Jest project preset every package uses: TypeScript through ts-jest (transpile only; `tsc --noEmit`
// type-checks separately), jsdom for the web apps, node for the mock-server.
const path = require('node:path');

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
    },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  };
}

module.exports = { jestProject };
