const path = require('node:path');
const { jestProject } = require('../build-presets/jest.cjs');

module.exports = {
  ...jestProject({ rootDir: __dirname, displayName: 'mock-server', environment: 'node' }),
  setupFilesAfterEnv: [path.join(__dirname, 'test/jest-setup.ts')],
};
