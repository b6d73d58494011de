const path = require('node:path');
const { createFederatedConfig } = require('build-presets');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'host',
  port: 3000,
  title: 'Tessera',
  publicDir: path.join(__dirname, 'public'),
});
