// Navigation state between the top bar's "Sign out" and the sign-in page, which ends the session.
export const SIGN_OUT_STATE = { signOut: true } as const;
// Left behind once the server has ended the session, so the page can say so.
export const SIGNED_OUT_STATE = { signedOut: true } as const;

function hasFlag(state: unknown, flag: string): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[flag] === true;
}

export function asksToSignOut(state: unknown): boolean {
  return hasFlag(state, 'signOut');
}

export function reportsSignedOut(state: unknown): boolean {
  return hasFlag(state, 'signedOut');
}
