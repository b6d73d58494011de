// One app's production server: its dist/ folder (precompressed brotli/gzip copies made by the build,
// immutable caching for content-hashed chunks, no-cache for everything else), the security headers, CORS
// for a remote's files, and for the host the single-page-app fallback, the environment's remotes.json, the
// /api proxy to the backend and the /socket.io proxy to the realtime server.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { registerBackendProxy } from './backend-proxy.mjs';
import { registerRealtimeProxy } from './realtime-proxy.mjs';
import { remoteOriginsOf } from './remote-origins.cjs';
import { registerRequestTargetCheck } from './request-target.mjs';
import { registerSecurityHeaders } from './security-headers.mjs';

/** The app paths with a page of their own in dist/ (`session/signin.html` → `/session/signin`). */
function prerenderedPages(root) {
  const pages = new Set();
  for (const file of fs.readdirSync(root, { recursive: true })) {
    const name = String(file).split(path.sep).join('/');
    if (name.endsWith('.html') && name !== 'index.html') pages.add(`/${name.slice(0, -'.html'.length)}`);
  }
  return pages;
}

// Names that carry a content hash never change (the build names chunks [name].[contenthash:8].js).
const HASHED_NAME = /\.[0-9a-f]{8}\.js(?:\.(?:br|gz))?$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * @param {object} options
 * @param {string} options.dir            the app's dist/ folder
 * @param {boolean} [options.spa]         serve index.html for app paths (the host)
 * @param {string} [options.backend]      proxy /api to this URL (the host)
 * @param {string} [options.demoBackend]  send the demo apps' /api paths here instead (beside a real Frappe)
 * @param {string} [options.realtimeBackend] proxy /socket.io to this URL (the host; by default the backend)
 * @param {string} [options.siteName]     X-Frappe-Site-Name for the realtime server
 * @param {string[]} [options.allowedOrigins] other pages' origins that may open a socket through the host
 * @param {string} [options.remotesFile]  serve this file as /remotes.json (the host); its remotes' origins
 *                                        are the only other origins the page may load code from
 */
export async function buildAppServer(options) {
  const root = path.resolve(options.dir);
  const prerendered = options.spa ? prerenderedPages(root) : new Set();
  const remoteOrigins = options.remotesFile ? remoteOriginsOf(options.remotesFile) : [];
  const app = Fastify({ logger: false, trustProxy: false });

  registerRequestTargetCheck(app);
  await registerSecurityHeaders(app, { remoteOrigins, crossOriginResources: !options.spa });
  if (options.backend) {
    await registerRealtimeProxy(app, {
      realtimeUrl: options.realtimeBackend ?? options.backend,
      siteName: options.siteName,
      allowedOrigins: options.allowedOrigins,
    });
    await registerBackendProxy(app, options.backend, options.demoBackend);
  }
  if (!options.spa) await app.register(cors, { origin: '*', methods: ['GET', 'HEAD'] });

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    index: ['index.html'],
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', HASHED_NAME.test(filePath) ? IMMUTABLE : 'no-cache');
    },
  });

  if (options.remotesFile) {
    const remotesFile = path.resolve(options.remotesFile);
    app.get('/remotes.json', (_request, reply) => {
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
      return reply.send(fs.createReadStream(remotesFile));
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send();
    }
    // A browser route of the single-page app (no file extension) gets the page; a missing asset gets 404.
    const pathname = request.url.split('?')[0];
    if (options.spa && !path.extname(pathname)) {
      reply.header('cache-control', 'no-cache');
      // A page drawn at build time (build-presets/prerender.mjs) gets its own copy of the page.
      return reply.sendFile(prerendered.has(pathname) ? `${pathname.slice(1)}.html` : 'index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
