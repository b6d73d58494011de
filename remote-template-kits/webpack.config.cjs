const { createFederatedConfig } = require('build-presets');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'remote_template_kits',
  port: 3003,
  title: 'Tessera · Template kits (standalone)',
  exposes: { './routes': './src/routes.ts' },
  routes: './src/routes.ts',
});
