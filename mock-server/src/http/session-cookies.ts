// The cookies Frappe's LoginManager/CookieManager set (frappe/auth.py): `sid` (HttpOnly, Max-Age = session
// expiry) and, readable by scripts, `system_user`, `full_name`, `user_id`, `user_image`. All Path=/,
// SameSite=Lax, Secure only over https; `sid` carries Expires as well as Max-Age, as Frappe's does. Logging out
// expires all five; a failed login leaves them alone.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { serializeCookie } from '../frappe/cookies';
import type { UserRecord } from '../frappe/users';

const SESSION_COOKIES = ['full_name', 'user_id', 'sid', 'user_image', 'system_user'] as const;

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

// Fastify appends (rather than replaces) when `set-cookie` is set again.
function appendCookies(reply: FastifyReply, cookies: string[]): void {
  reply.header('set-cookie', cookies);
}

export function setSidCookie(request: FastifyRequest, reply: FastifyReply, sid: string, maxAge: number): void {
  const expires = new Date(Date.now() + maxAge * 1000);
  appendCookies(reply, [serializeCookie('sid', sid, { httpOnly: true, maxAge, expires, secure: isHttps(request) })]);
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  sid: string,
  user: UserRecord,
  maxAge: number,
): void {
  const secure = isHttps(request);
  setSidCookie(request, reply, sid, maxAge);
  appendCookies(reply, [
    serializeCookie('system_user', user.userType === 'Website User' ? 'no' : 'yes', { secure }),
    serializeCookie('full_name', user.fullName, { secure }),
    serializeCookie('user_id', user.name, { secure }),
    serializeCookie('user_image', user.userImage, { secure }),
  ]);
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const expires = new Date(Date.now() - 24 * 3600 * 1000);
  const secure = isHttps(request);
  appendCookies(
    reply,
    SESSION_COOKIES.map((name) => serializeCookie(name, '', { expires, maxAge: 0, secure, httpOnly: name === 'sid' })),
  );
}
