// The backend's URLs the session needs, without the HTTP client: the host's entry uses them before any shared
// code has arrived (early-session.ts), and the client after.

/** `/api/resource/{doctype}[/{name}]`. */
export const resourcePath = (doctype: string, name?: string) =>
  `/api/resource/${encodeURIComponent(doctype)}${name === undefined ? '' : `/${encodeURIComponent(name)}`}`;

export const LOGGED_USER_METHOD = '/api/method/frappe.auth.get_logged_user';

/**
 * Frappe's roles of a user, callable by every signed-in user. The User record's `roles` table is a permlevel-1
 * field, which Frappe blanks for anyone but a System Manager reading their own record.
 */
export const ROLES_METHOD = '/api/method/frappe.core.doctype.user.user.get_roles';

/** The site's time zone (System Settings), which Frappe answers to anyone, signed in or not. */
export const TIME_ZONE_METHOD = '/api/method/frappe.client.get_time_zone';

/** Frappe's list read as a method: what `GET /api/resource/{doctype}` reads, its arguments in a POST body. */
export const GET_LIST_METHOD = '/api/method/frappe.client.get_list';

export const GET_COUNT_METHOD = '/api/method/frappe.client.get_count';

/** Methods that only read, sent as a POST when their arguments are too long for a URL: a POST to them writes nothing. */
export const READ_METHODS: ReadonlySet<string> = new Set([GET_LIST_METHOD, GET_COUNT_METHOD]);
