const { jestProject } = require('../build-presets/jest.cjs');

module.exports = jestProject({ rootDir: __dirname, displayName: 'remote-apps' });
