// frappe.desk.search.search_link: what a Link field's autocomplete asks. For User, Frappe's standard query
// (frappe.core.doctype.user.user.user_query) lists enabled System Users but the standard ones, matching the
// text in the e-mail or the name, to any signed-in user: it is how an assignee is picked. Other doctypes are
// searched by name with the caller's own read permission. Answers [{value, description}].

import { validationError } from '../errors';
import { intParam, stringParam, type Params } from '../params';
import { ADMINISTRATOR, GUEST_USER } from '../roles';
import type { MethodCall, MethodDef } from './types';

const MAX_PAGE_LENGTH = 100;

interface Suggestion {
  value: string;
  description: string;
}

function searchText(params: Params): string {
  const txt = params.txt ?? '';
  if (typeof txt !== 'string') throw validationError('txt must be text');
  return txt.trim();
}

/** A LIKE pattern for `ESCAPE '\\'`: the text's own wildcards are matched as themselves. */
const escapedLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchUsers(call: MethodCall, like: string, limit: number): Suggestion[] {
  const rows = call.ctx.resources.db
    .prepare(
      `SELECT name, IFNULL(full_name, '') AS full_name FROM "tabUser"
       WHERE enabled = 1 AND user_type = 'System User' AND name NOT IN (?, ?)
         AND (name LIKE ? ESCAPE '\\' OR full_name LIKE ? ESCAPE '\\')
       ORDER BY CASE WHEN name LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END,
                CASE WHEN full_name LIKE ? ESCAPE '\\' THEN 0 ELSE 1 END, name ASC
       LIMIT ?`,
    )
    .all(ADMINISTRATOR, GUEST_USER, like, like, like, like, limit) as { name: string; full_name: string }[];
  return rows.map((row) => ({ value: row.name, description: row.full_name }));
}

function searchLink(call: MethodCall): Suggestion[] {
  const doctype = stringParam(call.params, 'doctype');
  const limit = Math.min(Math.max(intParam(call.params.page_length, 'page_length', 10), 1), MAX_PAGE_LENGTH);
  const text = searchText(call.params);
  if (doctype === 'User') return searchUsers(call, escapedLike(text), limit);
  const rows = call.ctx.resources.list(call.user, doctype, {
    fields: JSON.stringify(['name']),
    filters: JSON.stringify([['name', 'like', `%${text}%`]]),
    limit_page_length: String(limit),
  }) as { name: string }[];
  return rows.map((row) => ({ value: row.name, description: '' }));
}

export const SEARCH_METHODS: Record<string, MethodDef> = {
  'frappe.desk.search.search_link': { allowGuest: false, handler: searchLink },
};
