const { jestProject } = require('../build-presets/jest.cjs');

const project = jestProject({ rootDir: __dirname, displayName: 'shared-ui' });

// tessera-contracts has no Jest project of its own: its tests run with shared-ui's.
module.exports = { ...project, testMatch: [...project.testMatch, '<rootDir>/contracts/src/**/*.test.ts'] };
