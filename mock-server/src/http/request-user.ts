// Who a request is: the signed-in user of its `sid` cookie, or Guest (no cookie, unknown or expired sid,
// or a user who has since been disabled or deleted). Resolved once per request, lazily.

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { parseCookies } from '../frappe/cookies';
import { ADMINISTRATOR, GUEST, type RequestUser } from '../frappe/roles';
import { findUser, requestUserFor } from '../frappe/users';
import { setSidCookie } from './session-cookies';

interface RequestSession {
  user: RequestUser;
  sid: string | null;
  /** The request's sid names no live session (ended elsewhere, expired, its user disabled): Frappe says so. */
  ended: boolean;
}

const resolved = new WeakMap<FastifyRequest, RequestSession>();

/** A request authenticated otherwise than by its cookie (an API key): that user, with no session. */
export function setRequestUser(request: FastifyRequest, user: RequestUser): void {
  resolved.set(request, { user, sid: null, ended: false });
}

export function requestSession(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply): RequestSession {
  const cached = resolved.get(request);
  if (cached) return cached;
  let session: RequestSession = { user: GUEST, sid: null, ended: false };
  const sid = parseCookies(request.headers.cookie).get('sid');
  if (sid && sid !== 'Guest') {
    session = { ...session, ended: true };
    const live = liveSessionUser(ctx, sid);
    if (live) {
      session = { user: live.user, sid, ended: false };
      // Frappe sends the sid cookie again on every request, which keeps the idle timeout sliding.
      if (live.refreshed) setSidCookie(request, reply, sid, ctx.settings.sessionExpirySeconds);
    }
  }
  resolved.set(request, session);
  return session;
}

/**
 * The user of a live session `sid` (its idle timeout slid on, `refreshed` when it was written), or null when it
 * names none: logged out, expired, or its user since disabled or deleted.
 */
export function liveSessionUser(ctx: ServerContext, sid: string): { user: RequestUser; refreshed: boolean } | null {
  const live = ctx.sessions.resume(sid);
  const record = live ? findUser(ctx.resources, live.user) : null;
  if (!live || !record || !(record.enabled || record.name === ADMINISTRATOR)) return null;
  return { user: requestUserFor(record), refreshed: live.refreshed };
}

/** Whether this request's session, once resolved, turned out to have ended. */
export function requestSessionEnded(request: FastifyRequest): boolean {
  return resolved.get(request)?.ended ?? false;
}

export function requestUser(ctx: ServerContext, request: FastifyRequest, reply: FastifyReply): RequestUser {
  return requestSession(ctx, request, reply).user;
}
