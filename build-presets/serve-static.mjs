#!/usr/bin/env node
// Serves one app's production build. Remotes get CORS so any host origin can load them; the host also
// proxies /api to the backend (so the session cookie stays same-origin) and serves the environment's
// remote manifest as /remotes.json.
//
//   node serve-static.mjs --dir dist --port 3001
//   node serve-static.mjs --dir dist --port 3000 --spa --backend http://127.0.0.1:8000 --remotes remotes.json
import http from 'node:http';
import https from 'node:https';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    backend: { type: 'string', default: process.env.BACKEND_URL ?? '' },
    remotes: { type: 'string', default: process.env.REMOTES_FILE ?? '' },
  },
});

const root = path.resolve(args.dir);
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
// Files whose names carry a content hash never change; everything else is revalidated on every load.
const hashedName = /\.[0-9a-f]{8}\.js$/;

const compressible = new Set(['.html', '.js', '.mjs', '.json', '.css', '.map', '.svg', '.txt']);
// Gzipped copies, made once per file version (path + mtime), as a CDN would keep them.
const gzipCache = new Map();

function gzipped(filePath, stat) {
  const key = `${filePath}:${stat.mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = zlib.gzipSync(fs.readFileSync(filePath), { level: 9 });
    gzipCache.set(key, body);
  }
  return body;
}

function sendFile(req, res, filePath) {
  const ext = path.extname(filePath);
  res.setHeader('Content-Type', contentTypes[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', hashedName.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Vary', 'Accept-Encoding');
  const stat = fs.statSync(filePath);
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && compressible.has(ext) && stat.size > 1024) {
    const body = gzipped(filePath, stat);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.setHeader('Content-Length', stat.size);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(filePath).pipe(res);
}

function resolveInside(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.resolve(root, '.' + path.posix.normalize('/' + decoded));
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  return candidate;
}

function proxyToBackend(req, res) {
  const target = new URL(req.url, args.backend);
  const client = target.protocol === 'https:' ? https : http;
  const headers = { ...req.headers, host: target.host };
  delete headers.origin; // the backend sees a same-site call, as it would behind a real reverse proxy
  const upstream = client.request(target, { method: req.method, headers }, (backendRes) => {
    res.writeHead(backendRes.statusCode ?? 502, backendRes.headers);
    backendRes.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    const message = JSON.stringify({ message: 'The server could not be reached. Try again in a moment.', title: 'Server unavailable', indicator: 'red' });
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ exc_type: 'ServerUnavailable', _server_messages: JSON.stringify([message]) }));
  });
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (args.backend && (url.pathname === '/api' || url.pathname.startsWith('/api/'))) return proxyToBackend(req, res);

  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    return res.end();
  }
  if (args.remotes && url.pathname === '/remotes.json') return sendFile(req, res, path.resolve(args.remotes));

  const filePath = resolveInside(url.pathname);
  if (filePath && fs.existsSync(filePath) && fs.statSync(filePath).isFile()) return sendFile(req, res, filePath);
  // A browser route of the single-page app (no file extension) gets the page; a missing asset gets 404.
  if (args.spa && !path.extname(url.pathname)) return sendFile(req, res, path.join(root, 'index.html'));
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found');
});

server.listen(Number(args.port), args.host, () => {
  const backend = args.backend ? `, /api -> ${args.backend}` : '';
  console.log(`[serve] ${path.basename(path.dirname(root))} on http://${args.host}:${args.port}${backend}`);
});
// A stopped server is gone at once: open keep-alive connections are dropped too, not served to the end.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
