// The one TanStack Query cache for every app (shared-auth is a federation singleton, so this is too). It is
// emptied whenever the signed-in user changes, so no page ever shows one user's data to the next.
import { notifyManager, QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { sessionAtom, sessionStore, type SessionStatus } from './session-store';

/** Refused requests (4xx) are not retried: asking again gets the same answer. Network faults and 5xx are, twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isAxiosError(error) && error.response && error.response.status < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Cache changes reach the components in a microtask instead of TanStack's default setTimeout(0): still batched and
// never during a render, but an optimistic change (a kanban card moved, a todo ticked) is drawn in the same task
// as the click, not a timer later (which a busy page delays by a frame or more).
notifyManager.setScheduler(queueMicrotask);

let lastUserId: string | null | undefined;
let lastStatus: SessionStatus | undefined;
sessionStore.sub(sessionAtom, () => {
  const { user, status } = sessionStore.get(sessionAtom);
  const userId = user?.userId ?? null;
  if (lastUserId !== undefined && userId !== lastUserId) queryClient.clear();
  // The same user signed in again over an ended session: what was refused meanwhile, or changed, is asked again.
  else if (lastStatus === 'ended' && status === 'signed-in') void queryClient.invalidateQueries();
  lastUserId = userId;
  lastStatus = status;
});
