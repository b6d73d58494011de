// The tab's realtime connection, wired to the session (it opens for the signed-in user) and to the query cache
// (after a gap, what is on screen is read again). shared-auth is a federation singleton: every app uses this one.
import { queryClient } from '../query-client';
import { getSession, onSessionChange } from '../session-store';
import { RealtimeConnection, type RealtimeSocket } from './realtime-connection';

let siteName: string | null = null;

/**
 * The backend's site name, from the environment: Frappe's realtime server has one namespace per site, and a page
 * served on another hostname than the site's must name it. Without it, the page's own hostname is the site's.
 */
export function configureRealtime({ site }: { site?: string }): void {
  if (site) siteName = site;
}

async function openSocketIo(namespace: string): Promise<RealtimeSocket> {
  // Loaded when a page first watches something, not with the first screen.
  const { io } = await import('socket.io-client');
  // The page's own origin: the host's server carries /socket.io to the backend, with the session cookie.
  return io(`${window.location.origin}/${namespace}`, {
    path: '/socket.io/',
    withCredentials: true,
    reconnectionDelayMax: 10_000,
  });
}

export const realtime = new RealtimeConnection({
  openSocket: openSocketIo,
  site: () => siteName ?? window.location.hostname,
  onCatchUp: () => void queryClient.invalidateQueries({ refetchType: 'active' }),
});

function signedInUser(): string | null {
  const { status, user } = getSession();
  return status === 'signed-in' && user ? user.userId : null;
}

realtime.follow(signedInUser());
onSessionChange(() => realtime.follow(signedInUser()));
