// The app's roles (spec §6: SA > ADMIN > EDITOR > GUEST) as Frappe role names in a User's `roles` table,
// and the spec's access levels. The app role always comes from the server's records, never the client.

export const APP_ROLES = ['SA', 'ADMIN', 'EDITOR', 'GUEST'] as const;
export type AppRole = (typeof APP_ROLES)[number];

export const FRAPPE_ROLE_FOR: Record<AppRole, string> = {
  SA: 'Tessera SA',
  ADMIN: 'Tessera Admin',
  EDITOR: 'Tessera Editor',
  GUEST: 'Tessera Guest',
};

/** Frappe's all-powerful built-in user and role; treated as SA by the app. */
export const ADMINISTRATOR = 'Administrator';
export const GUEST_USER = 'Guest';

/** The user's highest app role; a signed-in user with no Tessera role counts as GUEST. */
export function appRoleFromRoles(roles: readonly string[]): AppRole {
  if (roles.includes(ADMINISTRATOR)) return 'SA';
  for (const role of APP_ROLES) {
    if (roles.includes(FRAPPE_ROLE_FOR[role])) return role;
  }
  return 'GUEST';
}

/** Spec §6 access levels: sa = SA; admin = SA, ADMIN; editor = SA, ADMIN, EDITOR; guest = all four. */
export type AccessLevel = 'sa' | 'admin' | 'editor' | 'guest';

const LEVEL_ROLES: Record<AccessLevel, readonly AppRole[]> = {
  sa: ['SA'],
  admin: ['SA', 'ADMIN'],
  editor: ['SA', 'ADMIN', 'EDITOR'],
  guest: ['SA', 'ADMIN', 'EDITOR', 'GUEST'],
};

export function roleHasAccess(role: AppRole, level: AccessLevel): boolean {
  return LEVEL_ROLES[level].includes(role);
}

/** Who is making a request: Guest (not signed in) or a signed-in user with their roles. */
export interface RequestUser {
  name: string;
  isGuest: boolean;
  roles: string[];
  appRole: AppRole | null;
}

export const GUEST: RequestUser = { name: GUEST_USER, isGuest: true, roles: ['Guest'], appRole: null };

export function signedInUser(name: string, roles: string[]): RequestUser {
  return { name, isGuest: false, roles, appRole: appRoleFromRoles(roles) };
}

/** True when the request is signed in and its app role is within the access level. */
export function userHasAccess(user: RequestUser, level: AccessLevel): boolean {
  return user.appRole !== null && roleHasAccess(user.appRole, level);
}
