// Frappe's side of the app's roles. The roles, access levels and the app role a user's Frappe roles grant are
// shared with the front end (tessera-contracts); what is Frappe's own stays here: the built-in Administrator
// and Guest, and who a request is. The app role always comes from the server's records, never the client.

import { appRoleFromFrappeRoles, canAccess, type AccessLevel, type Role } from 'tessera-contracts';

/** Frappe's all-powerful built-in user and role; treated as SA by the app. */
export const ADMINISTRATOR = 'Administrator';
export const GUEST_USER = 'Guest';

/** Who is making a request: Guest (not signed in) or a signed-in user with their roles. */
export interface RequestUser {
  name: string;
  /** As Frappe shows the user (their User record's full name; the name when they have none). */
  fullName: string;
  isGuest: boolean;
  roles: string[];
  appRole: Role | null;
}

export const GUEST: RequestUser = {
  name: GUEST_USER,
  fullName: GUEST_USER,
  isGuest: true,
  roles: ['Guest'],
  appRole: null,
};

/** A signed-in user; their app role is the highest their Frappe roles grant (null: none, and no access). */
export function signedInUser(name: string, roles: string[], fullName = name): RequestUser {
  return { name, fullName: fullName || name, isGuest: false, roles, appRole: appRoleFromFrappeRoles(roles) };
}

/** True when the request is signed in and its app role is within the access level. */
export function userHasAccess(user: RequestUser, level: AccessLevel): boolean {
  return user.appRole !== null && canAccess(user.appRole, level);
}
