// The response headers every app origin sends: a Content-Security-Policy that allows exactly what the apps
// load (their own origin and the configured remote origins, no inline script but the page's first-paint
// script, no eval), no MIME sniffing, no framing, and a referrer that never leaves the origin with a path. Set
// through @fastify/helmet.
import helmet from '@fastify/helmet';
import firstPaint from '../first-paint/first-paint-inline.cjs';

/**
 * @param {string[]} remoteOrigins origins the page may load remote entries, chunks and manifests from
 */
export function contentSecurityPolicyDirectives(remoteOrigins) {
  const self = "'self'";
  return {
    defaultSrc: [self],
    // One inline script: the page's first-paint script (../first-paint/first-paint-inline.cjs), by its hash.
    scriptSrc: [self, firstPaint.firstPaintScriptHash(), ...remoteOrigins],
    // 'self' also matches the page's own host and port over ws:/wss: (the /socket.io proxy), and no other.
    connectSrc: [self, ...remoteOrigins],
    // Chakra's styling engine (Emotion) writes <style> elements at run time.
    styleSrc: [self, "'unsafe-inline'"],
    imgSrc: [self, 'data:', 'blob:', ...remoteOrigins],
    fontSrc: [self, 'data:', ...remoteOrigins],
    objectSrc: ["'none'"],
    baseUri: [self],
    formAction: [self],
    frameAncestors: ["'none'"],
    scriptSrcAttr: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ remoteOrigins: string[], crossOriginResources: boolean }} options
 *   crossOriginResources: a remote's scripts are loaded by host pages of other origins
 */
export async function registerSecurityHeaders(app, { remoteOrigins, crossOriginResources }) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives(remoteOrigins) },
    crossOriginResourcePolicy: { policy: crossOriginResources ? 'cross-origin' : 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
  });
}
