// Roles and access levels (spec §6). The role always comes from the server's User record, never the client.
export type Role = 'SA' | 'ADMIN' | 'EDITOR' | 'GUEST';
export type AccessLevel = 'sa' | 'admin' | 'editor' | 'guest';

/** Decreasing rank. */
export const ROLES: readonly Role[] = ['SA', 'ADMIN', 'EDITOR', 'GUEST'];

export const ROLES_BY_ACCESS_LEVEL: Readonly<Record<AccessLevel, readonly Role[]>> = {
  sa: ['SA'],
  admin: ['SA', 'ADMIN'],
  editor: ['SA', 'ADMIN', 'EDITOR'],
  guest: ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
};

/** A route with no access level is open to any signed-in user who reaches the guard. */
export function canAccess(role: Role, access: AccessLevel | undefined): boolean {
  if (access === undefined) return true;
  return ROLES_BY_ACCESS_LEVEL[access].includes(role);
}

/**
 * Frappe role names that grant an app role. Tessera's own roles come first; the stock Frappe roles let a
 * plain Frappe/ERPNext site work without custom roles (its Administrator and System Managers administer).
 */
const APP_ROLE_BY_FRAPPE_ROLE: Readonly<Record<string, Role>> = {
  'Tessera SA': 'SA',
  Administrator: 'SA',
  'Tessera Admin': 'ADMIN',
  'System Manager': 'ADMIN',
  'Tessera Editor': 'EDITOR',
  'Projects Manager': 'EDITOR',
  'Tessera Guest': 'GUEST',
};

/** The highest app role any of the user's Frappe roles grants; GUEST when none does. */
export function appRoleFromFrappeRoles(frappeRoles: readonly string[]): Role {
  const granted = frappeRoles
    .map((name) => APP_ROLE_BY_FRAPPE_ROLE[name])
    .filter((role): role is Role => role !== undefined);
  return ROLES.find((role) => granted.includes(role)) ?? 'GUEST';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
