// Serves a static production build (the original product's, for the side-by-side benchmarks) as a plain static
// host would: gzip, an SPA fallback to index.html, content-hashed files under /static/ cached for a year and
// everything else revalidated (ETag), the same caching the app's own server gives its files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.ttf', '.eot', '.ico']);

/** Serves `root` on 127.0.0.1:`port`; resolves with the server once it listens. */
export function serveStaticBuild(root, port) {
  const files = new Map();
  const fileAt = (filePath) => {
    if (!files.has(filePath)) {
      const body = fs.readFileSync(filePath);
      const extension = path.extname(filePath);
      files.set(filePath, {
        body,
        gzip: COMPRESSIBLE.has(extension) ? zlib.gzipSync(body, { level: 9 }) : null,
        type: TYPES[extension] ?? 'application/octet-stream',
        etag: `"${crypto.createHash('sha1').update(body).digest('hex')}"`,
      });
    }
    return files.get(filePath);
  };
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    let filePath = path.join(root, decodeURIComponent(pathname));
    if (!filePath.startsWith(root) || !fs.existsSync(filePath) || fs.statSync(filePath).isDirectory()) {
      filePath = path.join(root, 'index.html');
    }
    const file = fileAt(filePath);
    const hashed = pathname.startsWith('/static/');
    response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    response.setHeader('etag', file.etag);
    response.setHeader('content-type', file.type);
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304).end();
      return;
    }
    const gzip = file.gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) response.setHeader('content-encoding', 'gzip');
    response.writeHead(200).end(gzip ? file.gzip : file.body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
