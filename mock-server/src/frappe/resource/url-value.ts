// Fields that hold a link a browser will follow or load (Frappe's Attach, Attach Image, and Data with
// options "URL") accept only an http(s) URL or a path on this site. Anything else can run script or leave
// the site when the app renders it: javascript:, data:, vbscript:, and "//host/x" or "/\host/x", which
// browsers read as links to another host. Browsers also drop tabs and newlines inside URLs and trim
// spaces around them ("/\t/evil.com" is "//evil.com"), so no control characters or outer spaces either.

import type { FieldDef } from './doctype';

// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_OUTER_SPACE = /[\u0000-\u001f\u007f]|^\s|\s$/;
const HTTP_PREFIX = /^https?:\/\//i;

export function isUrlField(field: FieldDef): boolean {
  return (
    field.fieldtype === 'Attach' ||
    field.fieldtype === 'Attach Image' ||
    (field.fieldtype === 'Data' && field.options === 'URL')
  );
}

function isHttpUrl(text: string): boolean {
  if (!HTTP_PREFIX.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isSitePath(text: string): boolean {
  return text.startsWith('/') && text[1] !== '/' && text[1] !== '\\';
}

const PROBE_ORIGIN = 'http://site.invalid';

/** A path on this site such as "/projects/all", and nothing a browser could read as another host. */
export function isSafeSitePath(text: string): boolean {
  if (CONTROL_OR_OUTER_SPACE.test(text) || !isSitePath(text)) return false;
  // Resolved as a browser resolves it: dot segments and backslashes can still make "/..//evil.example" a
  // path of "//evil.example", which code that later reuses location.pathname would send off-site.
  try {
    const url = new URL(text, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** An absolute http(s) URL, or a path on this site such as "/files/me.png". */
export function isSafeUrlValue(text: string): boolean {
  if (CONTROL_OR_OUTER_SPACE.test(text)) return false;
  return isHttpUrl(text) || isSitePath(text);
}
