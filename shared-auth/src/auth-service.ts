import { isAxiosError } from 'axios';
import { apiClient } from './api-client';
import { callMethod, getDoc } from './frappe-resource';
import { LOGGED_USER_METHOD, ROLES_METHOD } from './resource-paths';
import { appRoleFromFrappeRoles } from './roles';
import { ENDED_ELSEWHERE, getSession, setSession, SIGNED_OUT, type SessionState } from './session-store';
import { loadSiteTimeZone } from './site-time-zone';
import {
  AUTH_USER_STORAGE_KEY,
  isSessionUser,
  readStoredUser,
  writeStoredUser,
  type SessionUser,
} from './session-user';

/** The fields of Frappe's User doc the app reads (its roles are read with ROLES_METHOD). */
interface FrappeUserDoc {
  name: string;
  email?: string;
  full_name?: string;
  first_name?: string;
  last_name?: string;
  user_image?: string;
}

function isStatus(error: unknown, ...statuses: number[]): boolean {
  return isAxiosError(error) && error.response !== undefined && statuses.includes(error.response.status);
}

/** A signed-in user none of whose Frappe roles is one of the app's: the site would let them read nothing. */
export class NoAppRoleError extends Error {
  constructor() {
    super('Your account has no Tessera role yet. Ask your administrator to give you one, then sign in again.');
    this.name = 'NoAppRoleError';
  }
}

function toSessionUser(doc: FrappeUserDoc, frappeRoles: readonly string[]): SessionUser {
  const role = appRoleFromFrappeRoles(frappeRoles);
  if (role === null) throw new NoAppRoleError();
  const nameFromParts = [doc.first_name, doc.last_name].filter(Boolean).join(' ');
  return {
    userId: doc.name,
    email: doc.email ?? doc.name,
    displayName: doc.full_name || nameFromParts || doc.name,
    role,
    photoURL: doc.user_image || null,
  };
}

// Counts the sign-ins and sign-outs made here. A check of the session asked before one of them answers for a
// session that is gone (a "nobody" sent just before a sign-in lands after it): it changes nothing.
let sessionChanges = 0;

function commitUser(user: SessionUser): void {
  writeStoredUser(user);
  setSession({ status: 'signed-in', user });
}

function clearLocalSession(next: SessionState = SIGNED_OUT): void {
  writeStoredUser(null);
  setSession(next);
}

/** The server's view of who is signed in: the user id, or null for a Guest (Frappe answers 403). */
export async function fetchLoggedUser(): Promise<string | null> {
  try {
    const response = await apiClient.get<{ message: unknown }>(LOGGED_USER_METHOD);
    const message = response.data.message;
    return typeof message === 'string' && message !== 'Guest' ? message : null;
  } catch (error) {
    if (isStatus(error, 401, 403)) return null;
    throw error;
  }
}

/** The user's Frappe roles as the server has them; none when the server will not say. */
export async function fetchFrappeRoles(userId: string): Promise<string[]> {
  try {
    const response = await apiClient.get<{ message: unknown }>(ROLES_METHOD, { params: { uid: userId } });
    const roles = response.data.message;
    return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
  } catch (error) {
    if (isStatus(error, 403, 404)) return [];
    throw error;
  }
}

async function fetchUserDoc(userId: string, fallbackName?: string): Promise<FrappeUserDoc> {
  try {
    return await getDoc<FrappeUserDoc>('User', userId);
  } catch (error) {
    // A site may not let a user read their own User record; the name login gave stands in.
    if (isStatus(error, 403, 404)) return { name: userId, full_name: fallbackName };
    throw error;
  }
}

/**
 * The user's profile (their User record) and role (their Frappe roles), both from the server; NoAppRoleError
 * when none of their roles is the app's.
 */
export async function fetchProfile(userId: string, fallbackName?: string): Promise<SessionUser> {
  const [doc, roles] = await Promise.all([fetchUserDoc(userId, fallbackName), fetchFrappeRoles(userId)]);
  return toSessionUser(doc, roles);
}

/**
 * Frappe's login; on success the session cookie is set by the server and the profile is loaded. The site's
 * time zone is known first, so no page shows a datetime before it, and its question (a Guest's, which Frappe
 * answers with a Guest `sid` cookie) is never in flight beside the login.
 */
export async function signIn(usr: string, pwd: string): Promise<SessionUser> {
  await loadSiteTimeZone();
  const response = await apiClient.post<{ message?: string; full_name?: string }>('/api/method/login', { usr, pwd });
  if (response.status !== 200) throw new Error('Something went wrong');
  return adoptServerSession(response.data.full_name);
}

/** The session the server has just opened (a login, a password set from a mail), taken on here. */
async function adoptServerSession(fullName?: string): Promise<SessionUser> {
  const userId = await fetchLoggedUser();
  if (userId === null) throw new Error('Signed in, but the server did not keep the session. Are cookies blocked?');
  const user = await fetchProfile(userId, fullName).catch(async (error: unknown) => {
    // The site signed them in, but the app has nothing to show them: their session is not left open.
    if (error instanceof NoAppRoleError) await apiClient.post('/api/method/logout').catch(() => undefined);
    throw error;
  });
  sessionChanges += 1;
  commitUser(user);
  return user;
}

/**
 * Frappe's update_password with the key a sign-up or password-reset mail carries: the server sets the password
 * and signs its user in, and the session is taken on here. A key used before, unknown or expired is refused
 * with 410 and a message of its own, shown as it is; a weak password with Frappe's policy feedback.
 */
export async function setPasswordWithKey(key: string, newPassword: string): Promise<SessionUser> {
  await loadSiteTimeZone();
  try {
    await apiClient.post('/api/method/frappe.core.doctype.user.user.update_password', {
      key,
      new_password: newPassword,
    });
  } catch (error) {
    const gone = isAxiosError<{ message?: unknown }>(error) && error.response?.status === 410;
    const reason = gone ? error.response?.data.message : undefined;
    throw typeof reason === 'string' && reason ? new Error(reason) : error;
  }
  return adoptServerSession();
}

/**
 * Ends the session on the server, then here. If the server cannot be reached the call throws and the user stays
 * signed in: their server session would still be open, so the app must not say they are signed out.
 */
export async function signOut(): Promise<void> {
  await apiClient.post('/api/method/logout');
  sessionChanges += 1;
  clearLocalSession();
}

let restoring: Promise<void> | null = null;

/**
 * At start-up: show the stored profile at once, then confirm with the server. A gone server session signs the
 * user out (sign-in then says their session ended); a server session without a stored profile (storage cleared)
 * signs them in. Safe to call repeatedly.
 */
export function restoreSession(): Promise<void> {
  if (restoring) return restoring;
  startCrossTabSync();
  const stored = readStoredUser();
  if (stored) setSession({ status: 'restoring', user: stored });
  const changesBefore = sessionChanges;
  const stale = () => sessionChanges !== changesBefore;
  restoring = (async () => {
    try {
      const userId = await fetchLoggedUser();
      if (stale()) return;
      if (userId === null) return clearLocalSession(stored ? ENDED_ELSEWHERE : SIGNED_OUT);
      const [user] = await Promise.all([
        fetchProfile(userId, stored?.userId === userId ? stored.displayName : undefined),
        loadSiteTimeZone(),
      ]);
      if (!stale()) commitUser(user);
    } catch (error) {
      if (stale()) return;
      // A role taken away meanwhile: nothing of the app is theirs any more.
      if (error instanceof NoAppRoleError) return clearLocalSession(SIGNED_OUT);
      // The server could not be asked; keep what we had rather than sign the user out while offline.
      setSession(stored ? { status: 'signed-in', user: stored } : SIGNED_OUT);
    } finally {
      restoring = null;
    }
  })();
  return restoring;
}

let verifying: Promise<boolean> | null = null;

/**
 * Asks the server whether the signed-in user's session still exists; one question at a time, however many ask.
 * Gone: the session has `ended` (the page stays, with what the user typed, and sign-in is offered over it). An
 * ended session whose user has signed in again meanwhile (in another tab) is signed in here too; another user
 * signed in there replaces them. A server that cannot be asked changes nothing. Answers whether a user is
 * signed in.
 */
export function verifySession(): Promise<boolean> {
  verifying ??= askServerForSession().finally(() => {
    verifying = null;
  });
  return verifying;
}

async function askServerForSession(): Promise<boolean> {
  const changesBefore = sessionChanges;
  const stale = () => sessionChanges !== changesBefore;
  const userId = await fetchLoggedUser().catch(() => undefined);
  const session = getSession();
  if (userId === undefined || stale()) return session.status === 'signed-in';
  if (userId === null) {
    if (session.status === 'signed-in') setSession({ status: 'ended', user: session.user });
    return false;
  }
  if (session.status !== 'ended') return true;
  if (session.user?.userId === userId) {
    setSession({ status: 'signed-in', user: session.user });
    return true;
  }
  const user = await fetchProfile(userId).catch(() => null);
  if (user && !stale()) commitUser(user);
  return user !== null;
}

/**
 * The user declines to sign in again over an ended session: signed out here, and sign-in says why. Nothing is
 * asked of the server, which has already ended the session.
 */
export function leaveEndedSession(): void {
  sessionChanges += 1;
  clearLocalSession(ENDED_ELSEWHERE);
}

let crossTabSyncStarted = false;

/**
 * A sign-in in another tab of the same origin is mirrored here. A sign-out there is checked with the server
 * instead: the session it shared with this tab has then ended, and this tab's page keeps what was typed in it.
 */
function startCrossTabSync(): void {
  if (crossTabSyncStarted || typeof window === 'undefined') return;
  crossTabSyncStarted = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_USER_STORAGE_KEY) return;
    const next: unknown = event.newValue ? safeParse(event.newValue) : null;
    if (isSessionUser(next)) setSession({ status: 'signed-in', user: next });
    else if (getSession().status === 'signed-in') void verifySession();
    else if (getSession().status !== 'ended') setSession(SIGNED_OUT);
  });
}

function safeParse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Frappe's sign_up answers `[code, message]`: 0 already registered, 1 check your email, 2 wait for an administrator. */
export interface SignUpResult {
  created: boolean;
  message: string;
}

export async function signUp(email: string, fullName: string): Promise<SignUpResult> {
  const [code, message] = await callMethod<[number, string]>('frappe.core.doctype.user.user.sign_up', {
    email,
    full_name: fullName,
    redirect_to: '/',
  });
  return { created: code !== 0, message };
}

/**
 * Frappe's reset_password. The answer is the same whether or not the address has an account (Frappe's 404
 * "not found" included), so the form does not tell strangers which addresses are registered.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    const message = await callMethod<string | undefined>('frappe.core.doctype.user.user.reset_password', {
      user: email,
    });
    if (message === 'disabled') throw new Error('This account is disabled. Ask your administrator to enable it.');
    if (message === 'not allowed') throw new Error('The password of this account cannot be reset here.');
  } catch (error) {
    if (isStatus(error, 404)) return;
    throw error;
  }
}
