// frappe.core.doctype.user.user.sign_up and reset_password, following frappe/core/doctype/user/user.py.

import crypto from 'node:crypto';
import { formatDatetime } from '../datetime';
import { USER } from '../doctypes/user';
import { FrappeError, serverMessages, validationError } from '../errors';
import { newResetLink, queueEmail } from '../outbox';
import { GUEST, ADMINISTRATOR } from '../roles';
import { findUser } from '../users';
import type { MethodCall, MethodDef } from './types';

function textParam(call: MethodCall, name: string, required: boolean): string {
  const value = call.params[name];
  if (value === undefined || value === null || value === '') {
    if (required) throw validationError(`Missing argument: ${name}`);
    return '';
  }
  if (typeof value !== 'string') throw validationError(`${name} must be text`);
  return value;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

async function signUp(call: MethodCall): Promise<unknown> {
  const { ctx } = call;
  ctx.rateLimiter.hit(`sign_up:${call.request.ip}`, ctx.settings.signupIpLimit, 3600);
  const email = textParam(call, 'email', true).trim();
  const fullName = textParam(call, 'full_name', true).trim();
  const redirectTo = textParam(call, 'redirect_to', false);
  if (!fullName) throw validationError('Missing argument: full_name');

  const existing = findUser(ctx.resources, email);
  if (existing) return [0, existing.enabled ? 'Already Registered' : 'Registered but disabled'];

  const hourAgo = new Date(Date.now() - 3600 * 1000);
  const recent = ctx.db
    .prepare('SELECT COUNT(*) AS n FROM "tabUser" WHERE creation > ?')
    .get(formatDatetime(hourAgo)) as { n: number };
  if (recent.n > ctx.settings.signupHourlyLimit) {
    throw new FrappeError(
      'TooManyRequestsError',
      'Too many users signed up recently, so the registration is disabled. Please try back in an hour',
      { title: 'Temporarily Disabled' },
    );
  }

  // Frappe inserts a Website User with a random password nobody knows and the Portal Settings' default role,
  // ignoring permissions; the e-mail is validated by User.validate (InvalidEmailAddressError).
  const doc = await ctx.resources.create(
    GUEST,
    USER.name,
    {
      email,
      first_name: escapeHtml(fullName),
      enabled: 1,
      user_type: 'Website User',
      new_password: crypto.randomBytes(24).toString('base64'),
      roles: ctx.settings.signupDefaultRole ? [{ role: ctx.settings.signupDefaultRole }] : [],
    },
    { ignorePermissions: true },
  );
  const name = String(doc.name);
  if (redirectTo) ctx.redirectAfterLogin.set(name, redirectTo);

  const link = newResetLink(ctx.db, ctx.settings.siteUrl, name);
  queueEmail(
    ctx.db,
    {
      recipient: name,
      subject: 'Welcome to Tessera',
      body: `Hello ${fullName},\n\nYour Tessera account is ready. Set your password to complete the sign-up:\n${link}\n`,
    },
    ctx.settings.printMail,
  );
  return [1, 'Please check your email for verification'];
}

function resetPassword(call: MethodCall): unknown {
  const { ctx, request } = call;
  // @rate_limit(limit=password_reset_limit, seconds=3600), keyed by IP; counted before anything else.
  ctx.rateLimiter.hit(`reset_password:${request.ip}`, ctx.settings.passwordResetLimit, 3600);
  const userName = textParam(call, 'user', true).trim();
  const record = findUser(ctx.resources, userName);
  if (!record) {
    call.status = 404;
    return 'not found';
  }
  if (record.name === ADMINISTRATOR) return 'not allowed';
  if (!record.enabled) return 'disabled';

  const link = newResetLink(ctx.db, ctx.settings.siteUrl, record.name);
  queueEmail(
    ctx.db,
    {
      recipient: record.email || record.name,
      subject: 'Password Reset',
      body: `Dear ${record.fullName || record.name},\n\nPlease click on the following link to set your new password:\n${link}\n`,
    },
    ctx.settings.printMail,
  );
  // msgprint(...) returns None, so the answer has only `_server_messages`.
  call.response._server_messages = serverMessages({
    message: `Password reset instructions have been sent to ${record.fullName || record.name}'s email`,
    title: 'Password Email Sent',
  });
  return undefined;
}

export const USER_METHODS: Record<string, MethodDef> = {
  // Frappe accepts sign_up with any HTTP method; POST only here, so that a cross-site GET (which the origin
  // check lets through) cannot create accounts and send mail from a visitor's browser.
  'frappe.core.doctype.user.user.sign_up': { allowGuest: true, httpMethods: ['POST'], handler: signUp },
  'frappe.core.doctype.user.user.reset_password': { allowGuest: true, httpMethods: ['POST'], handler: resetPassword },
};
