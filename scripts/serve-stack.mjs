#!/usr/bin/env node
// Serves the built app: the mock-server, each remote on its own origin, and the host (which proxies /api to
// the backend, /socket.io to the realtime server, and serves an environment remotes.json for these ports).
// With BACKEND_URL (a real Frappe site) the mock-server runs as the demo service only (MOCK_MODE=demo-only):
// the host sends Frappe's paths to the site and the demo apps' paths to it, and it asks the site who each
// request's user is; /socket.io then goes to REALTIME_URL, the site's socketio port, with SITE_NAME as its site,
// and the demo service publishes its live events on FRAPPE_REDIS_QUEUE (the site's redis_queue) for that server.
//
//   node scripts/serve-stack.mjs [--host-port 3000] [--remote-ports 3001,3002,3003] [--mock-port 8000]
//                                [--db mock-server/data/tessera.sqlite] [--fresh-db]
//                                [--environment environments/staging.json --releases releases --releases-port 3010]
// Without --environment the host gets a development manifest naming each remote's dist/ on its port; with it,
// that environment manifest as it is, and --releases serves the releases store (npm run release) on its own origin.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { log, repoRoot } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    'host-port': { type: 'string', default: process.env.HOST_PORT ?? '3000' },
    'remote-ports': { type: 'string', default: '3001,3002,3003' },
    'mock-port': { type: 'string', default: process.env.MOCK_PORT ?? '8000' },
    db: {
      type: 'string',
      default: process.env.DB_PATH ?? path.join(repoRoot, 'mock-server', 'data', 'tessera.sqlite'),
    },
    'fresh-db': { type: 'boolean', default: false },
    environment: { type: 'string' },
    releases: { type: 'string' },
    'releases-port': { type: 'string', default: '3010' },
    quiet: { type: 'boolean', default: false },
  },
});

const LOOPBACK = '127.0.0.1';
// Resolved here: the mock-server runs in another folder, and --fresh-db must remove the file it opens.
const dbPath = path.resolve(args.db);
const remoteApps = [
  { dir: 'remote-projects', name: 'remote_projects' },
  { dir: 'remote-apps', name: 'remote_apps' },
  { dir: 'remote-template-kits', name: 'remote_template_kits' },
];
const remotePorts = args['remote-ports'].split(',').map((port) => port.trim());
const externalBackend = process.env.BACKEND_URL || undefined;
const externalRealtime = process.env.REALTIME_URL || undefined;
const frappeRedisQueue = (externalBackend && process.env.FRAPPE_REDIS_QUEUE) || undefined;
// The backend's Frappe site (its realtime server's namespace): SITE_NAME, or the mock-server's own.
const MOCK_SITE_NAME = 'tessera.localhost';
const siteName = process.env.SITE_NAME || (externalBackend ? undefined : MOCK_SITE_NAME);

// The environment's remote manifest for these ports: the host's own remotes.json with the entries moved.
const template = JSON.parse(fs.readFileSync(path.join(repoRoot, 'host', 'dist', 'remotes.json'), 'utf8'));
remoteApps.forEach(({ name }, index) => {
  template.remotes[name].entry = `http://${LOOPBACK}:${remotePorts[index]}/mf-manifest.json`;
});
// The page names the site when it opens its realtime connection (it is served on 127.0.0.1, not the site's name).
if (siteName) template.site = siteName;
let remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-')), 'remotes.json');
fs.writeFileSync(remotesFile, JSON.stringify(template, null, 2));
if (args.environment) remotesFile = path.resolve(args.environment);

const serveStatic = path.join(repoRoot, 'build-presets', 'serve-static.mjs');
const mockUrl = `http://${LOOPBACK}:${args['mock-port']}`;
const backendUrl = externalBackend ?? mockUrl;
// A Frappe site's web port has no socket.io: without REALTIME_URL its sockets go nowhere (see the log below).
const realtimeUrl = externalRealtime ?? backendUrl;
// The pages that may write through the mock-server and open a socket through the host: one list for both.
const allowedOrigins =
  process.env.ALLOWED_ORIGINS ||
  [`http://${LOOPBACK}:${args['host-port']}`, `http://localhost:${args['host-port']}`].join(',');
const services = [];
if (args['fresh-db']) for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${dbPath}${suffix}`, { force: true });
services.push({
  label: externalBackend ? 'demo service' : 'mock-server',
  port: args['mock-port'],
  command: [path.join(repoRoot, 'mock-server', 'dist', 'main.js')],
  env: {
    PORT: args['mock-port'],
    HOST: LOOPBACK,
    DB_PATH: dbPath,
    MOCK_MODE: externalBackend ? 'demo-only' : 'full',
    ...(siteName ? { SITE_NAME: siteName } : {}),
    FRAPPE_URL: externalBackend ?? '',
    FRAPPE_REDIS_QUEUE: frappeRedisQueue ?? '',
    // Writes are accepted only from pages of the host's own origin (or the origins ALLOWED_ORIGINS lists).
    ALLOWED_ORIGINS: allowedOrigins,
    // The host's proxy (on loopback) is the only one whose X-Forwarded-For is believed; it writes the real client address.
    TRUST_PROXY: LOOPBACK,
    // Mail links (sign-up, password reset) lead to the app's own set-password page, and the mail is printed.
    SITE_URL: process.env.SITE_URL || `http://localhost:${args['host-port']}`,
    PRINT_MAIL: '1',
  },
});
remoteApps.forEach(({ dir }, index) => {
  services.push({
    label: dir,
    port: remotePorts[index],
    command: [serveStatic, '--dir', path.join(repoRoot, dir, 'dist'), '--port', remotePorts[index]],
    // A remote's origin serves its files only: the backend is the host's to reach (serve-static would take these).
    env: { BACKEND_URL: '', REALTIME_URL: '', SITE_NAME: '' },
  });
});
if (args.releases) {
  const store = path.resolve(args.releases);
  fs.mkdirSync(store, { recursive: true });
  services.push({
    label: 'releases store',
    port: args['releases-port'],
    command: [serveStatic, '--dir', store, '--port', args['releases-port']],
  });
}
services.push({
  label: 'host',
  port: args['host-port'],
  command: [
    serveStatic,
    '--dir',
    path.join(repoRoot, 'host', 'dist'),
    '--port',
    args['host-port'],
    '--spa',
    '--backend',
    backendUrl,
    ...(externalBackend ? ['--demo-backend', mockUrl] : []),
    '--realtime-backend',
    realtimeUrl,
    ...(siteName ? ['--site-name', siteName] : []),
    '--allowed-origins',
    allowedOrigins,
    '--remotes',
    remotesFile,
  ],
});

const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}

for (const service of services) {
  const child = spawn(process.execPath, service.command, {
    cwd: repoRoot,
    env: { ...process.env, ...service.env },
    stdio: ['ignore', args.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`[tessera] ${service.label} stopped (exit ${code}); stopping the rest.`);
    stopAll(1);
  });
  children.push(child);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

async function waitForPort(port) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      await fetch(`http://${LOOPBACK}:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Nothing answered on port ${port} within 30 s`);
}

try {
  await Promise.all(services.map((service) => waitForPort(service.port)));
} catch (error) {
  console.error(`[tessera] ${error.message}`);
  stopAll(1);
}
if (!stopping) {
  log(`Backend: ${backendUrl}${externalBackend ? ' (BACKEND_URL)' : ' (mock-server, sample data)'}`);
  if (externalBackend) log(`Demo apps' API: ${mockUrl} (the demo service; users signed in on ${backendUrl})`);
  log(`Realtime (/socket.io): ${realtimeUrl}${siteName ? ` (site ${siteName})` : ''}`);
  if (externalBackend && !externalRealtime)
    log('REALTIME_URL is not set: a Frappe site serves socket.io on its socketio port, not on BACKEND_URL');
  if (externalBackend && !frappeRedisQueue)
    log(
      "FRAPPE_REDIS_QUEUE is not set: the demo apps are not live (give the site's redis_queue, e.g. redis://127.0.0.1:11000)",
    );
  log(`Tessera is running at http://${LOOPBACK}:${args['host-port']}  (Ctrl-C stops it)`);
}
