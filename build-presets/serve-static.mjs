#!/usr/bin/env node
// Serves one app's production build (see server/app-server.mjs). Remotes get CORS so any host origin can
// load them; the host also proxies /api to the backend and serves the environment's remote manifest.
//
//   node serve-static.mjs --dir dist --port 3001
//   node serve-static.mjs --dir dist --port 3000 --spa --backend http://127.0.0.1:8000 --remotes remotes.json
//   … --backend https://erp.example.com --demo-backend http://127.0.0.1:8000   (Frappe paths there, demo paths here)
//   … --realtime-backend http://127.0.0.1:9000 --site-name erp.example.com     (/socket.io to the site's socketio port)
//   … --allowed-origins http://127.0.0.1:4100   (other pages that may open a socket here; the host's own always may)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildAppServer } from './server/app-server.mjs';
import { parseAllowedOrigins } from './server/realtime-proxy.mjs';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    backend: { type: 'string', default: process.env.BACKEND_URL ?? '' },
    'demo-backend': { type: 'string', default: process.env.DEMO_URL ?? '' },
    'realtime-backend': { type: 'string', default: process.env.REALTIME_URL ?? '' },
    'site-name': { type: 'string', default: process.env.SITE_NAME ?? '' },
    'allowed-origins': { type: 'string', default: process.env.ALLOWED_ORIGINS ?? '' },
    remotes: { type: 'string', default: process.env.REMOTES_FILE ?? '' },
  },
});

const app = await buildAppServer({
  dir: args.dir,
  spa: args.spa,
  backend: args.backend || undefined,
  demoBackend: args['demo-backend'] || undefined,
  realtimeBackend: args['realtime-backend'] || undefined,
  siteName: args['site-name'] || undefined,
  allowedOrigins: parseAllowedOrigins(args['allowed-origins']),
  remotesFile: args.remotes || undefined,
});
const address = await app.listen({ port: Number(args.port), host: args.host });
const demo = args['demo-backend'] ? ` (demo apps -> ${args['demo-backend']})` : '';
const realtime = args.backend ? `, /socket.io -> ${args['realtime-backend'] || args.backend}` : '';
const backend = args.backend ? `, /api -> ${args.backend}${demo}${realtime}` : '';
console.log(`[serve] ${path.basename(path.dirname(path.resolve(args.dir)))} on ${address}${backend}`);

// A stopped server is gone at once: open keep-alive connections are dropped too, not served to the end.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    app.server.closeAllConnections();
    app.close().finally(() => process.exit(0));
  });
}
