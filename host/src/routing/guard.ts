// The role guard's decision (docs/product.md, Roles and Routes), kept pure so every route × role × signed-out case is
// testable.
import { canAccess, type AccessLevel, type SessionState } from 'shared-auth';

export const SIGN_IN_PATH = '/session/signin';

export type GuardDecision = { kind: 'render' } | { kind: 'redirect'; to: string };

export function signInRedirect(attemptedPath: string): string {
  return `${SIGN_IN_PATH}?redirectUrl=${encodeURIComponent(attemptedPath)}`;
}

/**
 * Signed out, or signed in with a role the route's access level does not include: sign-in, carrying the
 * attempted path as `redirectUrl`. A stored profile still being confirmed by the server counts as signed in.
 */
export function decideGuard(
  access: AccessLevel | undefined,
  session: SessionState,
  attemptedPath: string,
): GuardDecision {
  if (session.status === 'signed-out' || !session.user) return { kind: 'redirect', to: signInRedirect(attemptedPath) };
  if (!canAccess(session.user.role, access)) return { kind: 'redirect', to: signInRedirect(attemptedPath) };
  return { kind: 'render' };
}
