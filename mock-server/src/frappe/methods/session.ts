// /api/method/login, logout and frappe.auth.get_logged_user, following frappe/auth.py LoginManager.

import { setSessionCookies, clearSessionCookies } from '../../http/session-cookies';
import { FrappeError, validationError } from '../errors';
import { burnVerifyTime, verifyPassword } from '../passwords';
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

function login(call: MethodCall): unknown {
  const { ctx, request, reply, params } = call;
  const usr = credential(params.usr, 'usr');
  const pwd = credential(params.pwd, 'pwd');
  if (!usr || !pwd) throw fail('Incomplete login details');
  if (pwd.length > MAX_PASSWORD_SIZE) throw fail('Password size exceeded the maximum allowed size');

  const tracker = ctx.loginTracker;
  const ipKey = `ip:${request.ip}`;
  const record = findUser(ctx.resources, usr);
  const hash = record ? ctx.resources.store.getPasswordHash('User', record.name, 'new_password') : null;
  const passwordOk = hash ? verifyPassword(pwd, hash) : (burnVerifyTime(pwd), false);

  tracker.assertAllowed(ipKey);
  if (!record) {
    tracker.addFailure(ipKey);
    throw fail('Invalid login credentials');
  }
  const userKey = `user:${record.name}`;
  tracker.assertAllowed(userKey);
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
  return undefined;
}

export const SESSION_METHODS: Record<string, MethodDef> = {
  login: { allowGuest: true, handler: login },
  logout: { allowGuest: true, handler: logout },
  'frappe.auth.get_logged_user': { allowGuest: false, handler: (call) => call.user.name },
  ping: { allowGuest: true, handler: () => 'pong' },
};
