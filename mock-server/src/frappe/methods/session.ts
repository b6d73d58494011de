// /api/method/login, logout and frappe.auth.get_logged_user, following frappe/auth.py LoginManager.

import { setSessionCookies, clearSessionCookies } from '../../http/session-cookies';
import { FrappeError, validationError } from '../errors';
import { verifyAgainstNobody, verifyPassword } from '../passwords';
import { ADMINISTRATOR } from '../roles';
import { findUser } from '../users';
import type { MethodCall, MethodDef } from './types';

/** frappe.auth.MAX_PASSWORD_SIZE */
const MAX_PASSWORD_SIZE = 512;

/** LoginManager.fail(): 401 with the reason as the top-level `message`. */
function fail(message: string): FrappeError {
  return new FrappeError('AuthenticationError', message, { asResponseMessage: true });
}

function credential(value: unknown, name: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw validationError(`${name} must be text`);
  return value;
}

async function login(call: MethodCall): Promise<unknown> {
  const { ctx, request, reply, params } = call;
  const usr = credential(params.usr, 'usr');
  const pwd = credential(params.pwd, 'pwd');
  if (!usr || !pwd) throw fail('Incomplete login details');
  if (pwd.length > MAX_PASSWORD_SIZE) throw fail('Password size exceeded the maximum allowed size');

  // Locks are checked before hashing, so a locked IP or user costs no CPU, and again after it: attempts
  // that were hashing while earlier ones tripped the lock must not report their result either.
  const tracker = ctx.loginTracker;
  const ipKey = `ip:${request.ip}`;
  const record = findUser(ctx.resources, usr);
  const userKey = record ? `user:${record.name}` : null;
  const assertNotLocked = () => {
    tracker.assertAllowed(ipKey);
    if (userKey) tracker.assertAllowed(userKey);
  };
  assertNotLocked();

  const hash = record ? ctx.resources.store.getPasswordHash('User', record.name, 'new_password') : null;
  // An unknown user still costs one verification, so the answer takes as long as for a known one.
  const passwordOk = hash ? await verifyPassword(pwd, hash) : await verifyAgainstNobody(pwd);

  assertNotLocked();
  if (!record || !userKey) {
    tracker.addFailure(ipKey);
    throw fail('Invalid login credentials');
  }
  if (!passwordOk) {
    tracker.addFailure(userKey);
    tracker.addFailure(ipKey);
    throw fail('Invalid login credentials');
  }
  if (!(record.name === ADMINISTRATOR || record.enabled)) {
    tracker.addFailure(userKey);
    tracker.addFailure(ipKey);
    throw fail('User disabled or missing');
  }
  tracker.addSuccess(userKey);
  tracker.addSuccess(ipKey);

  const sid = ctx.sessions.create(record.name);
  setSessionCookies(request, reply, sid, record, ctx.settings.sessionExpirySeconds);
  const websiteUser = record.userType === 'Website User';
  call.response.message = websiteUser ? 'No App' : 'Logged In';
  call.response.home_page = websiteUser ? '/me' : '/app';
  call.response.full_name = [record.firstName, record.lastName].filter(Boolean).join(' ');
  const redirectTo = ctx.redirectAfterLogin.get(record.name);
  if (redirectTo) {
    call.response.redirect_to = redirectTo;
    ctx.redirectAfterLogin.delete(record.name);
  }
  return undefined;
}

function logout(call: MethodCall): unknown {
  if (call.sid) call.ctx.sessions.delete(call.sid);
  clearSessionCookies(call.request, call.reply);
  // Frappe answers as for the Guest the request now is (a website user's "No App" landing).
  call.response.home_page = '/login';
  call.response.full_name = 'Guest';
  return 'No App';
}

export const SESSION_METHODS: Record<string, MethodDef> = {
  // Frappe lets any HTTP method reach login; POST only here, so that a cross-site link or <img> (a GET,
  // which the origin check lets through) cannot sign a browser in to someone else's account.
  login: { allowGuest: true, httpMethods: ['POST'], handler: login },
  // Logging out stays reachable by GET, as in Frappe (frappe.handler.logout).
  logout: { allowGuest: true, handler: logout },
  'frappe.auth.get_logged_user': { allowGuest: false, handler: (call) => call.user.name },
  ping: { allowGuest: true, handler: () => 'pong' },
};
