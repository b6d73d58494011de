// Roles and access levels (docs/product.md, Roles): SA > ADMIN > EDITOR > GUEST. The role always comes from the
// server's User record, never from the client.

import roleTable from './frappe-roles.json';

export const ROLES = ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const;
export type Role = (typeof ROLES)[number];

export const ACCESS_LEVELS = ['sa', 'admin', 'editor', 'guest'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export const ROLES_BY_ACCESS_LEVEL: Readonly<Record<AccessLevel, readonly Role[]>> = {
  sa: ['SA'],
  admin: ['SA', 'ADMIN'],
  editor: ['SA', 'ADMIN', 'EDITOR'],
  guest: ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
};

/** The Frappe role that carries each app role on a Tessera site. */
export const FRAPPE_ROLE_FOR: Readonly<Record<Role, string>> = roleTable.tesseraRoles;

/**
 * The stock Frappe/ERPNext roles that count as an app role, so a plain site's users need no Tessera role.
 * frappe-roles.json is the one table: `npm run frappe:setup` reads it too and gives each of these roles its app
 * role's rights on Tessera's doctypes, so the role the app shows is what the site allows.
 */
export const STOCK_FRAPPE_ROLES: Readonly<Record<string, Role>> = Object.fromEntries(
  Object.entries(roleTable.stockRoles).map(([frappeRole, appRole]): [string, Role] => {
    if (!isRole(appRole)) throw new Error(`frappe-roles.json maps ${frappeRole} to ${appRole}, not to an app role`);
    return [frappeRole, appRole];
  }),
);

const APP_ROLE_BY_FRAPPE_ROLE: ReadonlyMap<string, Role> = new Map([
  ...ROLES.map((appRole): [string, Role] => [FRAPPE_ROLE_FOR[appRole], appRole]),
  ...Object.entries(STOCK_FRAPPE_ROLES),
]);

/**
 * The highest app role any of the user's Frappe roles grants; null when none does. Such a user has no place in
 * the app: a Frappe site lets a user without one of these roles read none of Tessera's doctypes.
 */
export function appRoleFromFrappeRoles(frappeRoles: readonly string[]): Role | null {
  const granted = frappeRoles
    .map((name) => APP_ROLE_BY_FRAPPE_ROLE.get(name))
    .filter((role): role is Role => role !== undefined);
  return ROLES.find((role) => granted.includes(role)) ?? null;
}

/**
 * Who may change the demo apps' shared data (the todo list, the scrum boards, invoices, contacts, the shop's
 * catalogue): a GUEST reads it. What is each user's own (a cart, notifications, chat messages, uploads) stays
 * theirs to change whatever their role.
 */
export const SHARED_DATA_WRITE_ACCESS: AccessLevel = 'editor';

/** A page with no access level is open to any signed-in user. */
export function canAccess(role: Role, access: AccessLevel | undefined): boolean {
  return access === undefined || ROLES_BY_ACCESS_LEVEL[access].includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}
