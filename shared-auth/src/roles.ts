// The app's role from a user's Frappe roles. Roles, access levels and the access rule itself are the contracts'
// (tessera-contracts), shared with the mock-server; the role always comes from the server's User record.
import { FRAPPE_ROLE_FOR, ROLES, type Role } from 'tessera-contracts';

export { ROLES, ROLES_BY_ACCESS_LEVEL, canAccess, isRole, type AccessLevel, type Role } from 'tessera-contracts';

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
