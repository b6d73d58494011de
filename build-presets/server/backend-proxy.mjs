// The host's /api proxy: every request under /api goes to BACKEND_URL and nowhere else, so the session
// cookie stays same-origin. Beside a real Frappe site, which has no demo endpoints, a demo service may be
// given too: Frappe's own paths (/api/method, /api/resource, /api/v1, /api/v2) still go to BACKEND_URL,
// every other /api path (the demo apps') to the demo service, which asks Frappe who the user is. The upstream is fixed at start-up; @fastify/http-proxy refuses any path that
// would resolve outside it. The client's address is what this server saw on the socket: forwarding headers
// sent by the client are dropped, never passed on as if a proxy had written them.
import { Readable } from 'node:stream';
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

// A request body is read whole, up to this size, before it goes on; a larger one is refused here (413).
// Streamed on as it came, a body the backend refused early (413 on its Content-Length, then its connection
// reset) failed the proxy's write before the backend's answer was read, a 502; and the client's connection was
// left with the rest of its body unread, so its next request waited for the keep-alive timeout (72 s).
const MAX_REQUEST_BODY_BYTES = 50 * 1024 * 1024;

// An idle connection to the backend is closed after this long: sooner than any backend closes it (gunicorn,
// Frappe's server, after 2 s), so a request is never written on a connection the backend has just closed.
const UPSTREAM_IDLE_MS = 500;

// Sent again, once: a request the backend cannot have acted on (idempotent, no body) whose connection failed
// before any answer, as a reused connection that the backend closed at the same moment does.
const RETRIED_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CONNECTION_RESET_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
// reply-from retries only after a delay above 0; the failed connection is gone, the retry opens a new one.
const RETRY_AFTER_MS = 1;

/** Frappe's error body (`exc_type`, `_server_messages`) for an answer the proxy gives itself. */
function frappeErrorBody(excType, title, message) {
  return {
    exc_type: excType,
    _server_messages: JSON.stringify([JSON.stringify({ message, title, indicator: 'red' })]),
  };
}

function unavailableBody() {
  return frappeErrorBody(
    'ServerUnavailable',
    'Server unavailable',
    'The server could not be reached. Try again in a moment.',
  );
}

function tooLargeBody() {
  const megabytes = MAX_REQUEST_BODY_BYTES / (1024 * 1024);
  return frappeErrorBody('RequestEntityTooLarge', 'Request Too Large', `The request is larger than ${megabytes} MB`);
}

/**
 * reply-from's retryDelay: the delay before sending the request again, or null for none. Only a connection
 * failure is retried, never an answer: by default reply-from asks again up to 10 times when a GET gets a 503.
 */
function retryDelay({ err, req, attempt }) {
  const resetBeforeAnswer = CONNECTION_RESET_CODES.has(err?.code);
  const repeatable = RETRIED_METHODS.has(req.method) && !req.body;
  return attempt === 0 && resetBeforeAnswer && repeatable ? RETRY_AFTER_MS : null;
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
  // A scope of its own, so the body parser and error handler hold for the proxy's routes only.
  await app.register(async (proxy) => {
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_REQUEST_BODY_BYTES },
      // As a stream, reply-from sends the bytes and the client's Content-Type and Content-Length as they came.
      (_request, body, done) => done(null, Readable.from(body)),
    );
    proxy.setErrorHandler((error, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return reply.code(413).type('application/json; charset=utf-8').send(tooLargeBody());
    });
    await proxy.register(httpProxy, {
      upstream,
      prefix,
      rewritePrefix: prefix,
      proxyPayloads: false,
      // The backend's Location headers are its own business; they are passed on as sent.
      internalRewriteLocationHeader: false,
      // keepAliveMaxTimeout caps the idle time a backend's Keep-Alive header may ask for.
      undici: { keepAliveTimeout: UPSTREAM_IDLE_MS, keepAliveMaxTimeout: UPSTREAM_IDLE_MS },
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        rewriteHeaders: apiResponseHeaders,
        retryDelay,
        onError: (reply, { error }) => {
          reply.log.warn({ err: error }, 'backend unreachable');
          reply.code(502).type('application/json; charset=utf-8').send(unavailableBody());
        },
      },
    });
  });
}
