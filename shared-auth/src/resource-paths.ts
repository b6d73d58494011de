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
