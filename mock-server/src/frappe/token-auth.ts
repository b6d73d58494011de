// Frappe's token authentication (frappe/auth.py validate_auth_via_api_keys): `Authorization: token key:secret`
// or `Basic base64(key:secret)` makes the request the key's user, for server-to-server clients such as
// `npm run frappe:setup`. A wrong key or secret → 401 AuthenticationError. The secret is checked off the event
// loop (scrypt), hence an async step before the routes resolve who the request is.

import type { ServerContext } from '../context';
import { FrappeError } from './errors';
import { verifyPassword } from './passwords';
import { ADMINISTRATOR, type RequestUser } from './roles';
import { findUser, requestUserFor } from './users';

function credentials(header: string | undefined): { key: string; secret: string } | null {
  if (!header) return null;
  const [scheme = '', value = ''] = header.trim().split(/\s+/, 2);
  let pair: string;
  if (scheme.toLowerCase() === 'token') pair = value;
  else if (scheme.toLowerCase() === 'basic') pair = Buffer.from(value, 'base64').toString('utf8');
  else return null;
  const colon = pair.indexOf(':');
  if (colon <= 0) return null;
  return { key: pair.slice(0, colon), secret: pair.slice(colon + 1) };
}

const refused = () => new FrappeError('AuthenticationError', 'Invalid API key or secret');

/** The user an `Authorization` header's API key names, null without a header Frappe would read. */
export async function tokenUser(ctx: ServerContext, authorization: string | undefined): Promise<RequestUser | null> {
  const given = credentials(authorization);
  if (!given) return null;
  const row = ctx.db.prepare('SELECT name FROM "tabUser" WHERE api_key = ?').get(given.key) as
    { name: string } | undefined;
  const hash = row ? ctx.resources.store.getPasswordHash('User', row.name, 'api_secret') : null;
  if (!row || !hash || !(await verifyPassword(given.secret, hash))) throw refused();
  const record = findUser(ctx.resources, row.name);
  if (!record || !(record.enabled || record.name === ADMINISTRATOR)) throw refused();
  return requestUserFor(record);
}
