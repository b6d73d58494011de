// Notices a session ended elsewhere (Frappe's "log out from all devices", a sign-out with the same sid, expiry)
// before the user's next write is refused: the server is asked when the tab comes back to the foreground, which
// is when a user picks up where they were, and at an interval while the tab is shown.
import { verifySession } from './auth-service';
import { getSession } from './session-store';

/**
 * Once a minute while the tab is shown: a user at the screen hears within a minute, and it costs one small GET
 * (Frappe answers it from its session cache). A hidden tab asks nothing until it is shown again.
 */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

function hasSessionToCheck(): boolean {
  const { status } = getSession();
  // An ended session is asked about too: signed in again in another tab, this tab follows.
  return status === 'signed-in' || status === 'ended';
}

/** Checks the session when the tab is shown or focused, and every `intervalMs` while it is shown. Returns the stop. */
export function watchSession(intervalMs: number = SESSION_CHECK_INTERVAL_MS): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = () => {
    if (hasSessionToCheck()) void verifySession();
  };
  const restartInterval = () => {
    clearInterval(timer);
    timer = document.visibilityState === 'visible' ? setInterval(check, intervalMs) : undefined;
  };
  const onVisibilityChange = () => {
    restartInterval();
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('focus', check);
  restartInterval();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('focus', check);
  };
}
