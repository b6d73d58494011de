import { QueryClient, QueryObserver } from '@tanstack/react-query';
import {
  keepQueriesPersisted,
  PERSIST_DELAY_MS,
  PERSISTED_QUERY_MAX_AGE_MS,
  persistedQueryMeta,
  restorePersistedQueries,
  type QueryPersistence,
} from './persisted-queries';
import type { QueryCacheStore } from './query-cache-store';
import { setSession, SIGNED_OUT } from './session-store';
import type { SessionUser } from './session-user';

const ADA: SessionUser = {
  userId: 'ada@example.com',
  email: 'ada@example.com',
  displayName: 'Ada',
  role: 'EDITOR',
  photoURL: null,
};
const BOB: SessionUser = {
  userId: 'bob@example.com',
  email: 'bob@example.com',
  displayName: 'Bob',
  role: 'EDITOR',
  photoURL: null,
};
const RELEASE = 'host-1 remote_projects@1.0.0';
const TASKS_KEY = ['resource', 'Task', 'list'];

/** An IndexedDB stand-in: the records by user. */
function memoryStore(): QueryCacheStore & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  return {
    records,
    read: async (userId) => records.get(userId),
    write: async (userId, record) => void records.set(userId, record),
    clear: async () => records.clear(),
  };
}

function persistence(store: QueryCacheStore, release = RELEASE): QueryPersistence {
  return { client: new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } }), store, release };
}

/** Ada's cache holds a kept task list and a query that is not kept; returns the store once it has been written. */
function adaSawTasks() {
  const store = memoryStore();
  const kept = persistence(store);
  setSession({ status: 'signed-in', user: ADA });
  const stop = keepQueriesPersisted(kept);
  kept.client.setQueryDefaults(TASKS_KEY, { meta: persistedQueryMeta });
  kept.client.setQueryData(TASKS_KEY, ['Ada’s task']);
  kept.client.setQueryData(['resource', 'User', 'settings'], { secret: 'not kept' });
  jest.advanceTimersByTime(PERSIST_DELAY_MS);
  return { store, kept, stop };
}

const flush = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => {
  jest.useFakeTimers();
  setSession(SIGNED_OUT);
});

afterEach(() => {
  jest.useRealTimers();
});

it('keeps only the opted-in queries, under the signed-in user, and shows them to that user only', async () => {
  const { store, stop } = adaSawTasks();
  await flush();
  stop();
  expect([...store.records.keys()]).toEqual([ADA.userId]);
  expect(JSON.stringify(store.records.get(ADA.userId))).not.toContain('not kept');

  setSession({ status: 'restoring', user: ADA });
  const adaNext = persistence(store);
  await expect(restorePersistedQueries(adaNext, ADA.userId)).resolves.toBe(true);
  expect(adaNext.client.getQueryData(TASKS_KEY)).toEqual(['Ada’s task']);

  setSession({ status: 'restoring', user: BOB });
  const bobNext = persistence(store);
  await expect(restorePersistedQueries(bobNext, BOB.userId)).resolves.toBe(false);
  expect(bobNext.client.getQueryData(TASKS_KEY)).toBeUndefined();
});

it('writes nothing while the session is only being restored', async () => {
  const store = memoryStore();
  const kept = persistence(store);
  setSession({ status: 'restoring', user: ADA });
  const stop = keepQueriesPersisted(kept);
  kept.client.setQueryDefaults(TASKS_KEY, { meta: persistedQueryMeta });
  kept.client.setQueryData(TASKS_KEY, ['Ada’s task']);
  jest.advanceTimersByTime(PERSIST_DELAY_MS);
  await flush();
  stop();
  expect(store.records.size).toBe(0);
});

it.each([
  ['a sign-out', SIGNED_OUT],
  ['a session ended elsewhere', { status: 'ended' as const, user: ADA }],
  ['another user signing in', { status: 'signed-in' as const, user: BOB }],
])('empties the store at %s', async (_, next) => {
  const { store, stop } = adaSawTasks();
  await flush();
  expect(store.records.size).toBe(1);
  setSession(next);
  await flush();
  stop();
  expect(store.records.size).toBe(0);
});

it('does not write a change made just before a sign-out', async () => {
  const { store, kept, stop } = adaSawTasks();
  await flush();
  kept.client.setQueryData(TASKS_KEY, ['Ada’s newer task']);
  setSession(SIGNED_OUT);
  jest.advanceTimersByTime(PERSIST_DELAY_MS);
  await flush();
  stop();
  expect(store.records.size).toBe(0);
});

it('shows restored data at once and asks the server again', async () => {
  const { store, stop } = adaSawTasks();
  await flush();
  stop();
  setSession({ status: 'restoring', user: ADA });
  const next = persistence(store);
  await restorePersistedQueries(next, ADA.userId);

  let answer: (names: string[]) => void = () => undefined;
  const queryFn = jest.fn(() => new Promise<string[]>((resolve) => (answer = resolve)));
  const observer = new QueryObserver(next.client, { queryKey: TASKS_KEY, queryFn });
  const shown: (string[] | undefined)[] = [];
  const unsubscribe = observer.subscribe((result) => shown.push(result.data));
  expect(observer.getCurrentResult().data).toEqual(['Ada’s task']);
  expect(queryFn).toHaveBeenCalledTimes(1);
  answer(['Ada’s task, as the server has it now']);
  await flush();
  unsubscribe();
  expect(shown.at(-1)).toEqual(['Ada’s task, as the server has it now']);
});

it('drops a record kept by another release', async () => {
  const { store, stop } = adaSawTasks();
  await flush();
  stop();
  setSession({ status: 'restoring', user: ADA });
  const nextRelease = persistence(store, 'host-2 remote_projects@1.1.0');
  await expect(restorePersistedQueries(nextRelease, ADA.userId)).resolves.toBe(false);
  expect(nextRelease.client.getQueryData(TASKS_KEY)).toBeUndefined();
  expect(store.records.size).toBe(0);
});

it('leaves out data older than the maximum age', async () => {
  const { store, stop } = adaSawTasks();
  await flush();
  stop();
  setSession({ status: 'restoring', user: ADA });
  const dayLater = { ...persistence(store), now: () => Date.now() + PERSISTED_QUERY_MAX_AGE_MS + 1 };
  await expect(restorePersistedQueries(dayLater, ADA.userId)).resolves.toBe(false);
  expect(dayLater.client.getQueryData(TASKS_KEY)).toBeUndefined();
});

it('restores nothing when the session ended while the store was read', async () => {
  const { store, stop } = adaSawTasks();
  await flush();
  stop();
  setSession({ status: 'restoring', user: ADA });
  const next = persistence(store);
  const restoring = restorePersistedQueries(next, ADA.userId);
  setSession(SIGNED_OUT);
  await expect(restoring).resolves.toBe(false);
  expect(next.client.getQueryData(TASKS_KEY)).toBeUndefined();
});
