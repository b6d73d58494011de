const { createFederatedConfig } = require('build-presets');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_apps',
  port: 3002,
  title: 'Tessera · Apps (standalone)',
  exposes: { './routes': './src/routes.ts' },
  routes: './src/routes.ts',
});
