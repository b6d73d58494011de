// Frappe's side of the app's roles. The roles, access levels and the Frappe role carrying each app role are
// shared with the front end (tessera-contracts); what is Frappe's own stays here: the built-in Administrator
// and Guest, reading the app role from a User's `roles` table, and who a request is. The app role always
// comes from the server's records, never the client.

import { canAccess, FRAPPE_ROLE_FOR, ROLES, type AccessLevel, type Role } from 'tessera-contracts';

/** Frappe's all-powerful built-in user and role; treated as SA by the app. */
export const ADMINISTRATOR = 'Administrator';
export const GUEST_USER = 'Guest';

/** The user's highest app role; a signed-in user with no Tessera role counts as GUEST. */
export function appRoleFromRoles(roles: readonly string[]): Role {
  if (roles.includes(ADMINISTRATOR)) return 'SA';
  for (const role of ROLES) {
    if (roles.includes(FRAPPE_ROLE_FOR[role])) return role;
  }
  return 'GUEST';
}

/** Who is making a request: Guest (not signed in) or a signed-in user with their roles. */
export interface RequestUser {
  name: string;
  isGuest: boolean;
  roles: string[];
  appRole: Role | null;
}

export const GUEST: RequestUser = { name: GUEST_USER, isGuest: true, roles: ['Guest'], appRole: null };

export function signedInUser(name: string, roles: string[]): RequestUser {
  return { name, isGuest: false, roles, appRole: appRoleFromRoles(roles) };
}

/** True when the request is signed in and its app role is within the access level. */
export function userHasAccess(user: RequestUser, level: AccessLevel): boolean {
  return user.appRole !== null && canAccess(user.appRole, level);
}
