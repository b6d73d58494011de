// The host's /api proxy: every request under /api goes to BACKEND_URL and nowhere else, so the session
// cookie stays same-origin. Beside a real Frappe site, which has no demo endpoints, a demo service may be
// given too: Frappe's own paths (/api/method, /api/resource, /api/v1, /api/v2) still go to BACKEND_URL,
// every other /api path (the demo apps') to the demo service, which asks Frappe who the user is. The upstream is fixed at start-up; @fastify/http-proxy refuses any path that
// would resolve outside it. The client's address is what this server saw on the socket: forwarding headers
// sent by the client are dropped, never passed on as if a proxy had written them.
import httpProxy from '@fastify/http-proxy';

const CLIENT_FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-client-ip',
];

// Answers from the API are data, never a document: even if the backend sent HTML, it could not run here.
const API_RESPONSE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

function unavailableBody() {
  const message = JSON.stringify({
    message: 'The server could not be reached. Try again in a moment.',
    title: 'Server unavailable',
    indicator: 'red',
  });
  return { exc_type: 'ServerUnavailable', _server_messages: JSON.stringify([message]) };
}

/** Request headers for the backend: the client's own, with forwarding headers rewritten by this proxy. */
export function forwardedHeaders(request, headers) {
  const out = { ...headers };
  for (const name of CLIENT_FORWARDING_HEADERS) delete out[name];
  out['x-forwarded-for'] = request.socket.remoteAddress ?? '';
  out['x-forwarded-proto'] = request.protocol;
  out['x-forwarded-host'] = request.headers.host ?? '';
  return out;
}

/** Response headers for the browser: the backend's, less its hop-by-hop ones (this connection is ours). */
export function apiResponseHeaders(headers) {
  const { connection: _connection, 'keep-alive': _keepAlive, ...out } = headers;
  return { ...out, 'content-security-policy': API_RESPONSE_POLICY, 'x-content-type-options': 'nosniff' };
}

/** The paths a Frappe site answers under /api (frappe/api/__init__.py). */
export const FRAPPE_API_PREFIXES = ['/api/method', '/api/resource', '/api/v1', '/api/v2'];

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {string} backendUrl e.g. http://127.0.0.1:8000
 * @param {string} [demoUrl] the demo service, for the /api paths that are not Frappe's
 */
export async function registerBackendProxy(app, backendUrl, demoUrl) {
  if (!demoUrl) return proxyPrefix(app, backendUrl, '/api');
  // The router prefers the longer static prefix, so Frappe's paths never reach the /api catch-all.
  for (const prefix of FRAPPE_API_PREFIXES) await proxyPrefix(app, backendUrl, prefix);
  await proxyPrefix(app, demoUrl, '/api');
}

async function proxyPrefix(app, url, prefix) {
  const upstream = new URL(url).origin;
  await app.register(httpProxy, {
    upstream,
    prefix,
    rewritePrefix: prefix,
    // The backend's Location headers are its own business; they are passed on as sent.
    internalRewriteLocationHeader: false,
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      rewriteHeaders: apiResponseHeaders,
      onError: (reply, { error }) => {
        reply.log.warn({ err: error }, 'backend unreachable');
        reply.code(502).type('application/json; charset=utf-8').send(unavailableBody());
      },
    },
  });
}
