const { jestProject } = require('../build-presets/jest.cjs');

const base = jestProject({ rootDir: __dirname, displayName: 'remote-apps' });

// react-dnd and its parts ship ES modules only: Jest compiles them to CommonJS like the app's own code.
const ESM_PACKAGES = ['react-dnd', 'react-dnd-html5-backend', 'dnd-core', '@react-dnd'];

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    '^.+\\.js$': [
      require.resolve('ts-jest'),
      { diagnostics: false, tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(${ESM_PACKAGES.join('|')})/)`],
};
