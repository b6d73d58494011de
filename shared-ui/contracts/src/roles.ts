// Roles and access levels (docs/product.md, Roles): SA > ADMIN > EDITOR > GUEST. The role always comes from the
// server's User record, never from the client.

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
export const FRAPPE_ROLE_FOR: Readonly<Record<Role, string>> = {
  SA: 'Tessera SA',
  ADMIN: 'Tessera Admin',
  EDITOR: 'Tessera Editor',
  GUEST: 'Tessera Guest',
};

/**
 * Frappe role names that grant an app role: Tessera's own roles, and the stock Frappe roles that let a plain
 * Frappe/ERPNext site work without custom roles (its Administrator and System Managers administer).
 */
const APP_ROLE_BY_FRAPPE_ROLE: Readonly<Record<string, Role>> = {
  [FRAPPE_ROLE_FOR.SA]: 'SA',
  Administrator: 'SA',
  [FRAPPE_ROLE_FOR.ADMIN]: 'ADMIN',
  'System Manager': 'ADMIN',
  [FRAPPE_ROLE_FOR.EDITOR]: 'EDITOR',
  'Projects Manager': 'EDITOR',
  [FRAPPE_ROLE_FOR.GUEST]: 'GUEST',
};

/** The highest app role any of the user's Frappe roles grants; GUEST when none does. */
export function appRoleFromFrappeRoles(frappeRoles: readonly string[]): Role {
  const granted = frappeRoles
    .map((name) => APP_ROLE_BY_FRAPPE_ROLE[name])
    .filter((role): role is Role => role !== undefined);
  return ROLES.find((role) => granted.includes(role)) ?? 'GUEST';
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
