// Cross-site request forgery guard for /api. The sid cookie is SameSite=Lax, which still lets a page on
// another port of the same host (the same *site*) send it along with a form post or fetch, so every
// state-changing request must show that it comes from one of the allowed origins:
//   1. `Origin` (sent by browsers with every POST/PUT/PATCH/DELETE): must be allowed; "null" never is;
//   2. without it, `Sec-Fetch-Site`: "same-origin" or "none" (typed by the user) only. The host proxies
//      /api, so for the app's own pages the browser reports same-origin relative to the host;
//   3. without either, `Referer`: its origin must be allowed.
// A request with none of the three comes from no browser page (curl, server-to-server clients, tests) and
// is let through. It applies whether or not a cookie is sent, so it also stops login CSRF.
// Frappe's X-Frappe-CSRF-Token stays as Frappe has it (see ../frappe/sessions.ts): no token is issued.

import type { FastifyRequest } from 'fastify';
import { FrappeError } from '../frappe/errors';
import { clip } from '../frappe/preview';
import { originOf } from './origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_ORIGIN_FETCH_SITES = new Set(['same-origin', 'none']);

type Verdict = { allowed: true } | { allowed: false; from: string };

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether a request's browser headers place it on an allowed origin. */
export function judgeOrigin(request: FastifyRequest, allowed: ReadonlySet<string>): Verdict {
  const origin = header(request, 'origin');
  if (origin !== undefined) {
    const normalised = originOf(origin);
    return normalised !== null && allowed.has(normalised) ? { allowed: true } : { allowed: false, from: clip(origin) };
  }
  const referer = header(request, 'referer');
  const fetchSite = header(request, 'sec-fetch-site');
  if (fetchSite !== undefined) {
    if (SAME_ORIGIN_FETCH_SITES.has(fetchSite.trim().toLowerCase())) return { allowed: true };
    return {
      allowed: false,
      from: clip(referer !== undefined ? (originOf(referer) ?? referer) : `a ${fetchSite} page`),
    };
  }
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    return refererOrigin !== null && allowed.has(refererOrigin)
      ? { allowed: true }
      : { allowed: false, from: clip(refererOrigin ?? referer) };
  }
  return { allowed: true };
}

/** An onRequest hook refusing state-changing requests from other origins with Frappe's CSRFTokenError (400). */
export function originGuard(allowedOrigins: readonly string[]): (request: FastifyRequest) => Promise<void> {
  const allowed = new Set(allowedOrigins.map((o) => originOf(o) ?? o));
  return async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const verdict = judgeOrigin(request, allowed);
    if (!verdict.allowed) {
      throw new FrappeError(
        'CSRFTokenError',
        `This request came from another site (${verdict.from}) and was refused.`,
        {
          title: 'Invalid Request',
        },
      );
    }
  };
}
