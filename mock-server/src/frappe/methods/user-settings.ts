// frappe.model.utils.user_settings.save and get (frappe/model/utils/user_settings.py): the session user's
// settings per doctype. `save` merges the object it is given into the stored one key by key (Python's
// current.update(user_settings): top-level keys replaced, others kept) and answers the object it was given;
// `get` answers the stored JSON text, "{}" when there is none.

import { validationError } from '../errors';
import { jsonParam, stringParam, type Params } from '../params';
import { clip, preview } from '../preview';
import { readUserSettings, writeUserSettings } from '../user-settings';
import type { MethodCall, MethodDef } from './types';

/** Frappe's name length, which a doctype name is. */
const DOCTYPE_MAX = 140;
/** Per user and doctype; one client should not be able to grow the file without bound. */
export const USER_SETTINGS_MAX_BYTES = 64 * 1024;

function isObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function doctypeParam(params: Params): string {
  const doctype = stringParam(params, 'doctype');
  if (doctype.length > DOCTYPE_MAX) throw validationError(`doctype must be at most ${DOCTYPE_MAX} characters`);
  return doctype;
}

/** json.loads(user_settings or "{}"), which must give an object; a JSON body sends it parsed already. */
function settingsParam(params: Params): Params {
  const raw = params.user_settings;
  if (raw === undefined) throw validationError('Missing argument: user_settings');
  const value = raw === null || raw === '' ? {} : jsonParam(raw, 'user_settings');
  if (!isObject(value)) throw validationError(`user_settings must be a JSON object, got ${preview(value)}`);
  return value;
}

/** The stored object; anything else (Frappe's "corrupt due to old code") counts as none. */
function storedSettings(text: string | null): Params {
  if (text === null) return {};
  const value: unknown = JSON.parse(text);
  return isObject(value) ? value : {};
}

function save({ ctx, params, user }: MethodCall): unknown {
  const doctype = doctypeParam(params);
  const given = settingsParam(params);
  ctx.db.transaction(() => {
    const merged = JSON.stringify({ ...storedSettings(readUserSettings(ctx.db, user.name, doctype)), ...given });
    if (Buffer.byteLength(merged, 'utf8') > USER_SETTINGS_MAX_BYTES) {
      throw validationError(
        `User settings for ${clip(doctype)} would be larger than ${USER_SETTINGS_MAX_BYTES / 1024} KB`,
      );
    }
    writeUserSettings(ctx.db, user.name, doctype, merged);
  })();
  return given;
}

function get({ ctx, params, user }: MethodCall): unknown {
  return readUserSettings(ctx.db, user.name, doctypeParam(params)) ?? '{}';
}

export const USER_SETTINGS_METHODS: Record<string, MethodDef> = {
  // Frappe takes any HTTP method; save writes, so POST only here (a cross-site GET passes the origin check).
  'frappe.model.utils.user_settings.save': { allowGuest: false, httpMethods: ['POST'], handler: save },
  'frappe.model.utils.user_settings.get': { allowGuest: false, handler: get },
};
