const path = require('node:path');
const { createFederatedConfig } = require('build-presets');

module.exports = createFederatedConfig({
  appDir: __dirname,
  name: 'host',
  port: 3000,
  title: 'Tessera',
  publicDir: path.join(__dirname, 'public'),
  // The entry's first read (src/federation/tab-environment.ts): the opening plan, and so every remote's code and
  // the page's data, wait for it.
  fetchPreloads: ['/remotes.json'],
  // A returning user's last screen, drawn before the app has started (src/last-screen/draw-picture.ts).
  startScript: {
    source: path.join(__dirname, 'src', 'last-screen', 'draw-picture.ts'),
    name: 'last-screen',
    start: 'drawLastScreen',
  },
});
