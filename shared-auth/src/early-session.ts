// Imported by the host's entry, before the async boundary: it must not import anything shared (React, the HTTP
// client), only fetch. Asks who is signed in and, for a user, their User record and roles, as restoreSession()
// will; restoreSession() then takes these answers (early-requests.ts) instead of sending the same requests again.
import { startEarlyGet } from './early-requests';
import { LOGGED_USER_METHOD, resourcePath, ROLES_METHOD } from './resource-paths';

function signedInUserOf(answer: { status: number; body: string }): string | null {
  if (answer.status !== 200) return null;
  try {
    const message: unknown = (JSON.parse(answer.body) as { message?: unknown }).message;
    return typeof message === 'string' && message !== 'Guest' ? message : null;
  } catch {
    return null;
  }
}

/** Starts the session check; it settles quietly (the session restore reports any failure itself). */
export function startEarlySessionCheck(): void {
  startEarlyGet(LOGGED_USER_METHOD).then(
    (answer) => {
      const userId = signedInUserOf(answer);
      if (userId === null) return;
      startEarlyGet(resourcePath('User', userId));
      startEarlyGet(`${ROLES_METHOD}?${new URLSearchParams({ uid: userId }).toString()}`);
    },
    () => undefined,
  );
}
