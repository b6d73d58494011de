const { createFederatedConfig } = require('build-presets');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_projects',
  port: 3001,
  title: 'Tessera · Projects (standalone)',
  exposes: { './routes': './src/routes.ts' },
  routes: './src/routes.ts',
});
