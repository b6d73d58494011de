// Navigation state that asks the sign-in page to end the session (the top bar's "Sign out").
export const SIGN_OUT_STATE = { signOut: true } as const;

export function asksToSignOut(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signOut?: unknown }).signOut === true;
}
