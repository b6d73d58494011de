// Imported by the host's entry, before the async boundary: it must not import anything shared (React, the HTTP
// client), only fetch. Asks who is signed in and, for a user, their User record and roles, and the site's time
// zone, as restoreSession() will; restoreSession() then takes these answers (early-requests.ts) instead of sending the same requests again.
//
// Frappe's login also sets `user_id`, a cookie scripts can read (it holds the user's name, no credential). When
// it names a user, the User record and roles are asked for beside the session check rather than after its
// answer; if the check then names somebody else (the cookie is stale), that user's are asked for, and the early
// answers for the cookie's user are simply never taken.
import { startEarlyGet } from './early-requests';
import { LOGGED_USER_METHOD, resourcePath, ROLES_METHOD, TIME_ZONE_METHOD } from './resource-paths';

function signedInUserOf(answer: { status: number; body: string }): string | null {
  if (answer.status !== 200) return null;
  try {
    const message: unknown = (JSON.parse(answer.body) as { message?: unknown }).message;
    return typeof message === 'string' && message !== 'Guest' ? message : null;
  } catch {
    return null;
  }
}

/** The user Frappe's `user_id` cookie names, if any (Guest is nobody). */
export function userIdCookie(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name !== 'user_id') continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
    return value !== '' && value !== 'Guest' ? value : null;
  }
  return null;
}

function startUserRequests(userId: string): void {
  startEarlyGet(resourcePath('User', userId));
  startEarlyGet(`${ROLES_METHOD}?${new URLSearchParams({ uid: userId }).toString()}`);
}

/** Starts the session check; it settles quietly (the session restore reports any failure itself). */
export function startEarlySessionCheck(): void {
  const cookieUser = typeof document === 'undefined' ? null : userIdCookie(document.cookie);
  startEarlyGet(LOGGED_USER_METHOD).then(
    (answer) => {
      const userId = signedInUserOf(answer);
      if (userId !== null && userId !== cookieUser) startUserRequests(userId);
    },
    () => undefined,
  );
  if (cookieUser !== null) startUserRequests(cookieUser);
  startEarlyGet(TIME_ZONE_METHOD);
}
