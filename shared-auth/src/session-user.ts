import { isRole, type Role } from './roles';

/** The signed-in user's non-secret profile. This, and only this, is kept in localStorage under `auth_user`. */
export interface SessionUser {
  userId: string;
  email: string;
  displayName: string;
  role: Role;
  photoURL: string | null;
}

export const AUTH_USER_STORAGE_KEY = 'auth_user';

export function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.userId === 'string' &&
    candidate.userId.length > 0 &&
    typeof candidate.email === 'string' &&
    typeof candidate.displayName === 'string' &&
    isRole(candidate.role) &&
    (candidate.photoURL === null || typeof candidate.photoURL === 'string')
  );
}

export function readStoredUser(storage: Storage = window.localStorage): SessionUser | null {
  try {
    const raw = storage.getItem(AUTH_USER_STORAGE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: SessionUser | null, storage: Storage = window.localStorage): void {
  try {
    if (user === null) storage.removeItem(AUTH_USER_STORAGE_KEY);
    else storage.setItem(AUTH_USER_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage can be full or disabled (private mode); the session still works for this page's lifetime.
  }
}
