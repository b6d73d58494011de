// The query cache kept between visits, so a returning user's first screen shows the data they last saw at once
// while it is asked for again. The rules:
// - Only queries that opt in with `meta: persistedQueryMeta` are kept: lists and the data of the opening pages,
//   API data that may be shown stale for a moment. Nothing of the session (it is not in the query cache) and no
//   credential is ever in it.
// - One record per user, written only while the server has confirmed that user's session. A sign-out, a session
//   ended elsewhere and a change of user empty the store, so the next person at the browser finds nothing.
// - A record is shown only to the user it was kept for, only by the release that kept it (`release`: an older
//   shape is never read by newer code) and only for data younger than PERSISTED_QUERY_MAX_AGE_MS.
// - Everything restored is marked stale at once: the page shows it and asks the server again. Writes check the
//   document's `modified` on the server as always, so none is ever based on a restored version unchecked.
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { userIdCookie } from './early-session';
import { indexedDbQueryCacheStore, type QueryCacheStore } from './query-cache-store';
import { queryClient } from './query-client';
import { getSession, onUserDataEnd } from './session-store';

/** A query's `meta` that keeps its data between visits. */
export const persistedQueryMeta = { persist: true } as const;

/** How old restored data may be; anything older is left out. */
export const PERSISTED_QUERY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Changes are written at most once per this delay, after the first of them. */
export const PERSIST_DELAY_MS = 1000;

interface PersistedQueries {
  userId: string;
  release: string;
  savedAt: number;
  state: DehydratedState;
}

export interface QueryPersistence {
  client: QueryClient;
  store: QueryCacheStore;
  /** The release of the code that reads the data: a record kept by another release is dropped. */
  release: string;
  now?: () => number;
}

function isPersistedQueries(value: unknown): value is PersistedQueries {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const state = record.state as Record<string, unknown> | null | undefined;
  return (
    typeof record.userId === 'string' &&
    typeof record.release === 'string' &&
    typeof record.savedAt === 'number' &&
    typeof state === 'object' &&
    state !== null &&
    Array.isArray(state.queries)
  );
}

/** The session shows `userId`, being confirmed or confirmed by the server. */
function isSessionOf(userId: string): boolean {
  const { status, user } = getSession();
  return user?.userId === userId && (status === 'restoring' || status === 'signed-in');
}

function isPersisted(query: Query): boolean {
  return query.meta?.persist === true && query.state.status === 'success';
}

/**
 * Puts the record kept for `userId` into the cache, each query marked stale; drops a record kept for somebody
 * else, by another release or too long ago. Answers whether anything was restored. Never rejects.
 */
export async function restorePersistedQueries(persistence: QueryPersistence, userId: string): Promise<boolean> {
  const { client, store, release, now = Date.now } = persistence;
  try {
    const record = await store.read(userId);
    // The session may have ended or changed hands while the store was read.
    if (record === undefined || !isSessionOf(userId)) return false;
    if (!isPersistedQueries(record) || record.userId !== userId || record.release !== release) {
      await store.clear();
      return false;
    }
    const oldest = now() - PERSISTED_QUERY_MAX_AGE_MS;
    const queries = record.state.queries.filter(({ state }) => state.dataUpdatedAt >= oldest);
    if (queries.length === 0) return false;
    hydrate(client, { queries });
    const restored = new Set(queries.map(({ queryHash }) => queryHash));
    // Not refetched here: a query is asked for again by the first page (or prefetch) that reads it.
    void client.invalidateQueries({ predicate: (query) => restored.has(query.queryHash) }, { cancelRefetch: false });
    return true;
  } catch {
    // A browser that cannot read IndexedDB (private mode, storage cleared meanwhile) starts as on a first visit.
    return false;
  }
}

/**
 * Writes the opted-in queries of the signed-in user, a moment after they change, and empties the store when the
 * session ends or changes hands. Returns the stop.
 */
export function keepQueriesPersisted(persistence: QueryPersistence): () => void {
  const { client, store, release, now = Date.now } = persistence;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const { status, user } = getSession();
    if (status !== 'signed-in' || !user) return;
    const state = dehydrate(client, { shouldDehydrateQuery: isPersisted, shouldDehydrateMutation: () => false });
    const record: PersistedQueries = { userId: user.userId, release, savedAt: now(), state };
    store.write(user.userId, record).catch(() => undefined);
  };
  const stopWatchingCache = client.getQueryCache().subscribe(({ query }) => {
    if (query.meta?.persist !== true || timer !== undefined) return;
    timer = setTimeout(save, PERSIST_DELAY_MS);
  });
  const stopWatchingSession = onUserDataEnd(() => {
    clearTimeout(timer);
    timer = undefined;
    store.clear().catch(() => undefined);
  });
  return () => {
    clearTimeout(timer);
    stopWatchingCache();
    stopWatchingSession();
  };
}

/**
 * At start-up, once the session restore has begun, for the app's one query cache: restores what was kept for the
 * user the session shows, when Frappe's `user_id` cookie names the same user, and keeps it from then on. Answers
 * whether anything was restored.
 */
export function startQueryPersistence(release: string): Promise<boolean> {
  const persistence: QueryPersistence = { client: queryClient, store: indexedDbQueryCacheStore(), release };
  keepQueriesPersisted(persistence);
  const userId = getSession().user?.userId;
  if (userId === undefined || userId !== userIdCookie(document.cookie)) return Promise.resolve(false);
  return restorePersistedQueries(persistence, userId);
}
