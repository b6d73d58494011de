import { atom, createStore } from 'jotai';
import { useAtomValue } from 'jotai';
import type { SessionUser } from './session-user';

/**
 * `restoring`: a stored profile is shown while the server confirms the session.
 * `ended`: the server no longer knows the session of `user` (signed out elsewhere, expired). The page stays as it
 * is, with what the user typed, until they sign in again or decline.
 * The store is module-level; shared-auth is a federation singleton, so every app sees this same store.
 */
export type SessionStatus = 'signed-out' | 'restoring' | 'signed-in' | 'ended';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Signed out because the session ended elsewhere, not by the user: sign-in says so. */
  endedElsewhere?: true;
}

export const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };
export const ENDED_ELSEWHERE: SessionState = { status: 'signed-out', user: null, endedElsewhere: true };

export const sessionStore = createStore();
export const sessionAtom = atom<SessionState>(SIGNED_OUT);

export function getSession(): SessionState {
  return sessionStore.get(sessionAtom);
}

export function setSession(next: SessionState): void {
  sessionStore.set(sessionAtom, next);
}

/** The current session, re-rendering on every change, in any app. */
export function useSession(): SessionState {
  return useAtomValue(sessionAtom, { store: sessionStore });
}

/** The signed-in user, or null. */
export function useCurrentUser(): SessionUser | null {
  return useSession().user;
}

/** Calls `listener` after every change of the session (sign-in, sign-out, restore); returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  return sessionStore.sub(sessionAtom, listener);
}

/**
 * Calls `forget` whenever what the browser keeps for the signed-in user must go: at sign-out, when the session has
 * ended elsewhere, or when another user has signed in. Returns the unsubscribe.
 */
export function onUserDataEnd(forget: () => void): () => void {
  let lastUserId = getSession().user?.userId ?? null;
  return onSessionChange(() => {
    const { status, user } = getSession();
    const userId = user?.userId ?? null;
    const userChanged = lastUserId !== null && userId !== null && userId !== lastUserId;
    if (userId !== null) lastUserId = userId;
    if (status === 'signed-out' || status === 'ended' || userChanged) forget();
  });
}
