// The host's /socket.io proxy: socket.io's long-polling requests and its WebSocket upgrades go to one realtime
// server fixed at start-up (the mock-server, or a Frappe site's socketio port) and only to its /socket.io/
// path. As on /api, forwarding headers from the client are dropped and written by this proxy. A socket is
// authenticated by the session cookie alone, so it may be opened only from this host's own pages (or the
// configured allowed origins): any other page is refused here with 403 before the realtime server sees it.
import { Readable } from 'node:stream';
import httpProxy from '@fastify/http-proxy';
import { apiResponseHeaders, forwardedHeaders } from './backend-proxy.mjs';
import { isOriginFormTarget } from './request-target.mjs';
import { answerUpgrade, tunnelUpgrade } from './upgrade-tunnel.mjs';

export const REALTIME_PREFIX = '/socket.io';

// engine.io's own limit on a polling message (maxHttpBufferSize) is 1 MB.
const MAX_POLLING_BODY_BYTES = 1024 * 1024;

// Fetch metadata of a request from a page of this origin (or typed by the user); a same-origin polling GET
// carries no Origin header, only this.
const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none']);

// Headers of the client's own connection: the proxy's connection upstream has its own.
const HOP_BY_HOP_HEADERS = [
  'connection',
  'upgrade',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
];

const FRAPPE_SITE_HEADER = 'x-frappe-site-name';
const UNREACHABLE = 'The realtime server could not be reached.';

/** `ALLOWED_ORIGINS` entries as origins ("http://localhost:3000/" → "http://localhost:3000"); throws on any other text. */
export function parseAllowedOrigins(list) {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const origin = originOf(entry);
      if (!origin) throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin such as http://localhost:3000`);
      return origin;
    });
}

function originOf(text) {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A Host header as URL hosts are written (lower case, no default port), or null. */
function hostOf(hostHeader) {
  if (hostHeader === undefined) return null;
  try {
    return new URL(`http://${hostHeader}`).host;
  } catch {
    return null;
  }
}

function firstHeader(request, name) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Whether the request comes from a page this socket may serve: its Origin is this host's own (the Host it was
 * sent to; the scheme is not compared, as behind a TLS terminator the page is https and this server http) or
 * an allowed one. Without Origin (a same-origin polling GET), Fetch metadata must say same-origin; a request
 * with neither comes from no browser page and goes on, to be judged by the realtime server.
 */
export function isFromAllowedPage(request, allowedOrigins) {
  const origin = firstHeader(request, 'origin');
  if (origin !== undefined) {
    const pageOrigin = originOf(origin);
    if (pageOrigin === null) return false;
    return allowedOrigins.has(pageOrigin) || new URL(pageOrigin).host === hostOf(request.headers.host);
  }
  const fetchSite = firstHeader(request, 'sec-fetch-site');
  return fetchSite === undefined || isSameOriginFetch(request);
}

function isSameOriginFetch(request) {
  const fetchSite = firstHeader(request, 'sec-fetch-site');
  return fetchSite !== undefined && SAME_ORIGIN_FETCH_SITES.has(fetchSite.trim().toLowerCase());
}

/**
 * Request headers for the realtime server. The Host is the one the browser sent, not the upstream's: Frappe's
 * realtime server refuses a socket whose Origin hostname differs from its Host's, and calls that Origin back
 * to learn the user. The site is the deployment's choice (--site-name), never the page's.
 */
export function realtimeHeaders(request, headers, siteName) {
  const out = forwardedHeaders(request, headers);
  delete out[FRAPPE_SITE_HEADER];
  if (request.headers.host !== undefined) out.host = request.headers.host;
  // A same-origin polling request carries no Origin, and Frappe's realtime server refuses a socket without one
  // ("Invalid origin"): the page's origin, which its Fetch metadata vouches for, is written here.
  if (firstHeader(request, 'origin') === undefined && isSameOriginFetch(request) && request.headers.host)
    out.origin = `${request.protocol}://${request.headers.host}`;
  if (siteName) out[FRAPPE_SITE_HEADER] = siteName;
  return out;
}

/** The browser's WebSocket handshake headers less its connection's own, for the handshake upstream. */
function upgradeHeaders(rawRequest, siteName) {
  const headers = { ...rawRequest.headers };
  const listed = String(headers.connection ?? '').split(',');
  for (const name of [...HOP_BY_HOP_HEADERS, ...listed]) delete headers[name.trim().toLowerCase()];
  // forwardedHeaders reads a Fastify request; an upgrade never becomes one.
  const request = {
    socket: rawRequest.socket,
    headers: rawRequest.headers,
    protocol: rawRequest.socket.encrypted ? 'https' : 'http',
  };
  return realtimeHeaders(request, headers, siteName);
}

/** Whether a request path names socket.io's endpoint on the realtime server and nothing beside it. */
function isRealtimePath(pathname) {
  if (pathname !== REALTIME_PREFIX && !pathname.startsWith(`${REALTIME_PREFIX}/`)) return false;
  try {
    return !decodeURIComponent(pathname)
      .split('/')
      .some((segment) => segment === '..' || segment === '.');
  } catch {
    return false;
  }
}

const REFUSED_PAGE = 'Realtime connections are only for this site';

/** Why an upgrade request is not passed on (status and text), or null to pass it on. */
function upgradeRefusal(rawRequest, allowedOrigins) {
  if (!isOriginFormTarget(rawRequest.url)) return { status: 400, text: 'Bad request target' };
  if (!isRealtimePath(rawRequest.url.split('?')[0])) return { status: 404, text: 'Not found' };
  if (!isFromAllowedPage(rawRequest, allowedOrigins)) return { status: 403, text: REFUSED_PAGE };
  return null;
}

/** WebSocket upgrades: only to /socket.io/, only from allowed pages, tunnelled to the realtime server. */
function registerUpgrades(app, upstream, siteName, allowedOrigins) {
  const tunnels = new Set();
  app.server.on('upgrade', (rawRequest, socket, head) => {
    // Node's server stops watching a socket once it is handed over for an upgrade.
    socket.on('error', () => socket.destroy());
    const refusal = upgradeRefusal(rawRequest, allowedOrigins);
    if (refusal) return answerUpgrade(socket, refusal.status, refusal.text);
    tunnels.add(socket);
    socket.once('close', () => tunnels.delete(socket));
    tunnelUpgrade(rawRequest, socket, head, {
      upstream,
      headers: upgradeHeaders(rawRequest, siteName),
      onUnreachable: () => answerUpgrade(socket, 502, UNREACHABLE),
    });
  });
  app.addHook('onClose', async () => {
    for (const socket of tunnels) socket.destroy();
  });
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {object} options
 * @param {string} options.realtimeUrl        the realtime server, e.g. http://127.0.0.1:9000
 * @param {string} [options.siteName]         sent as X-Frappe-Site-Name on every proxied request
 * @param {string[]} [options.allowedOrigins] other pages' origins that may open a socket here
 */
export async function registerRealtimeProxy(app, { realtimeUrl, siteName, allowedOrigins = [] }) {
  const upstream = new URL(new URL(realtimeUrl).origin);
  const allowed = new Set(allowedOrigins);
  registerUpgrades(app, upstream, siteName, allowed);

  // Long-polling: plain HTTP requests under /socket.io/.
  await app.register(async (proxy) => {
    proxy.addHook('onRequest', async (request, reply) => {
      if (isFromAllowedPage(request, allowed)) return;
      return reply.code(403).type('text/plain; charset=utf-8').send(REFUSED_PAGE);
    });
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_POLLING_BODY_BYTES }, (_request, body, done) =>
      done(null, Readable.from(body)),
    );
    await proxy.register(httpProxy, {
      upstream: upstream.origin,
      prefix: REALTIME_PREFIX,
      rewritePrefix: REALTIME_PREFIX,
      httpMethods: ['GET', 'POST'],
      proxyPayloads: false,
      internalRewriteLocationHeader: false,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => realtimeHeaders(request, headers, siteName),
        rewriteHeaders: apiResponseHeaders,
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'realtime server unreachable');
          reply.code(502).type('text/plain; charset=utf-8').send(UNREACHABLE);
        },
      },
    });
  });
}
