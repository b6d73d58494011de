// frappe.core.doctype.user.user.generate_keys: a System Manager (here an SA) gives a user an API key (kept)
// and a new secret, answered once and stored only as a hash. Frappe saves the User with the caller's
// permissions, so the User's rules apply: nobody but Administrator gives Administrator a key.

import crypto from 'node:crypto';
import { USER } from '../doctypes/user';
import { notFound, permissionError, validationError } from '../errors';
import { findUser } from '../users';
import type { MethodCall, MethodDef } from './types';

const randomKey = () => crypto.randomBytes(8).toString('hex').slice(0, 15);

async function generateKeys(call: MethodCall): Promise<unknown> {
  // frappe.only_for("System Manager")
  if (call.user.appRole !== 'SA') throw permissionError('Not permitted');
  const name = call.params.user;
  if (typeof name !== 'string' || !name) throw validationError('Missing argument: user');
  const record = findUser(call.ctx.resources, name);
  if (!record) throw notFound(`User ${name} not found`);
  const { resources } = call.ctx;
  const stored = resources.store.get(USER, record.name);
  const apiKey = typeof stored?.api_key === 'string' && stored.api_key ? stored.api_key : randomKey();
  const apiSecret = randomKey();
  // api_key is read-only to clients; the secret is a Password field, hashed off the event loop by the save.
  await resources.update(
    call.user,
    USER.name,
    record.name,
    { api_key: apiKey, api_secret: apiSecret },
    { allowReadOnly: true, sessionId: call.sid },
  );
  return { api_key: apiKey, api_secret: apiSecret };
}

export const API_KEY_METHODS: Record<string, MethodDef> = {
  'frappe.core.doctype.user.user.generate_keys': { allowGuest: false, httpMethods: ['POST'], handler: generateKeys },
};
