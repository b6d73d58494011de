// frappe.core.doctype.user.user.update_password, following frappe/core/doctype/user/user.py: the page a sign-up
// or password-reset mail links to sets the password with the mail's key, and signs the user in.

import crypto from 'node:crypto';
import { setSessionCookies } from '../../http/session-cookies';
import { FrappeError, validationError } from '../errors';
import { hashPassword, verifyPassword } from '../passwords';
import { assertStrongPassword } from '../password-strength';
import { findUser, type UserRecord } from '../users';
import type { MethodCall, MethodDef } from './types';

/** frappe.auth.MAX_PASSWORD_SIZE */
const MAX_PASSWORD_SIZE = 512;
const USED_OR_INVALID = 'The reset password link has either been used before or is invalid';
const EXPIRED = 'The reset password link has been expired';

function optionalText(call: MethodCall, name: string): string {
  const value = call.params[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw validationError(`${name} must be text`);
  return value;
}

/** The user a reset key names, or Frappe's message for a key that names nobody or has expired. */
function userForKey(call: MethodCall, key: string): { user: string } | { message: string } {
  const keyHash = crypto.createHash('sha256').update(key).digest('hex');
  const row = call.ctx.db.prepare('SELECT user, created_at FROM reset_keys WHERE key_hash = ?').get(keyHash) as
    { user: string; created_at: number } | undefined;
  if (!row) return { message: USED_OR_INVALID };
  const expiry = call.ctx.settings.resetLinkExpirySeconds;
  if (expiry > 0 && Date.now() > row.created_at + expiry * 1000) return { message: EXPIRED };
  return { user: row.user };
}

async function userForOldPassword(call: MethodCall, oldPassword: string): Promise<string> {
  const { ctx, user } = call;
  const hash = user.isGuest ? null : ctx.resources.store.getPasswordHash('User', user.name, 'new_password');
  if (!hash || !(await verifyPassword(oldPassword, hash))) {
    throw new FrappeError('AuthenticationError', 'Incorrect password', { asResponseMessage: true });
  }
  return user.name;
}

function homeOf(call: MethodCall, record: UserRecord): string {
  if (record.userType !== 'Website User') return '/app';
  const redirectTo = call.ctx.redirectAfterLogin.get(record.name);
  call.ctx.redirectAfterLogin.delete(record.name);
  return redirectTo || '/me';
}

async function updatePassword(call: MethodCall): Promise<unknown> {
  const { ctx } = call;
  const newPassword = optionalText(call, 'new_password');
  if (!newPassword) throw validationError('Missing argument: new_password');
  if (newPassword.length > MAX_PASSWORD_SIZE) throw validationError('Password size exceeded the maximum allowed size.');
  const key = optionalText(call, 'key');
  const oldPassword = optionalText(call, 'old_password');

  // Frappe tests the password against the requesting user's own details (none for a Guest following a mail).
  const requester = call.user.isGuest ? null : findUser(ctx.resources, call.user.name);
  const userInputs = requester ? [requester.firstName, requester.lastName, requester.email] : [];
  assertStrongPassword(newPassword, userInputs.filter(Boolean), ctx.settings.minimumPasswordScore);

  let userName: string;
  if (key) {
    const found = userForKey(call, key);
    if ('message' in found) {
      call.status = 410;
      return found.message;
    }
    userName = found.user;
  } else if (oldPassword) {
    userName = await userForOldPassword(call, oldPassword);
  } else {
    call.status = 410;
    return USED_OR_INVALID;
  }
  const record = findUser(ctx.resources, userName);
  if (!record?.enabled) {
    call.status = 410;
    return USED_OR_INVALID;
  }

  const hash = await hashPassword(newPassword);
  ctx.db.transaction(() => {
    ctx.resources.store.setPassword(ctx.resources.registry.get('User'), record.name, 'new_password', hash);
    // A key works once; System Settings' "logout on password reset" (on by default) ends every other session.
    ctx.db.prepare('DELETE FROM reset_keys WHERE user = ?').run(record.name);
    ctx.db.prepare('DELETE FROM sessions WHERE user = ?').run(record.name);
  })();

  const sid = ctx.sessions.create(record.name);
  setSessionCookies(call.request, call.reply, sid, record, ctx.settings.sessionExpirySeconds);
  return homeOf(call, record);
}

export const UPDATE_PASSWORD_METHODS: Record<string, MethodDef> = {
  'frappe.core.doctype.user.user.update_password': { allowGuest: true, httpMethods: ['POST'], handler: updatePassword },
};
