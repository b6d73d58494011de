const { jestProject } = require('./jest.cjs');

module.exports = jestProject({ rootDir: __dirname, displayName: 'build-presets', environment: 'node' });
