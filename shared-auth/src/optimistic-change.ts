// The one way a page changes cached data optimistically when the write is not one document's (see
// optimistic-write.ts for those): a list loses a row, gains a pending message, has flags set on some rows, a cart
// line changes. The change is shown at once, sent, and then folded into what the server confirmed, or taken back
// with a message a person can read.
//
// Each cached query being changed keeps its confirmed data (the last the server gave, with the changes it
// accepted folded in) and the changes still on their way, in the order they were made; what is shown is the
// confirmed data with those changes on top. So a refused change is dropped and the others made meanwhile stay
// shown, and an accepted one joins the confirmed data under the rest. A version that arrives meanwhile through
// `receiveCached` (a save that is not optimistic) goes under the changes in flight; one a read brings (a refetch)
// becomes the confirmed data, and the changes in flight are applied again on top of it, so each change must say
// where things end up (remove these rows, set this flag) rather than count on what is there.
import {
  hashKey,
  useMutation,
  useQueryClient,
  type MutationObserverOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { isStaleWriteError, readableError } from './frappe-errors';
import { writeErrorMessage, type WriteRefusal } from './optimistic-write';

/** A change to every cached query under `queryKey`, and what the server's answer makes of the confirmed data. */
export interface CachedChange<Answer> {
  queryKey: QueryKey;
  edit: (data: unknown) => unknown;
  settle: (data: unknown, answer: Answer) => unknown;
}

/**
 * A change to the data of the queries under `queryKey`. `settle` gives the confirmed data once the server has
 * accepted it; without it, the change itself is kept.
 */
export function cachedChange<Data, Answer = unknown>(
  queryKey: QueryKey,
  edit: (data: Data) => Data,
  settle?: (data: Data, answer: Answer) => Data,
): CachedChange<Answer> {
  return {
    queryKey,
    edit: (data) => edit(data as Data),
    settle: (data, answer) => (settle ? settle(data as Data, answer) : edit(data as Data)),
  };
}

interface PendingEdit {
  id: number;
  edit: (data: unknown) => unknown;
}

interface QueryChanges {
  queryKey: QueryKey;
  confirmed: unknown;
  pending: PendingEdit[];
  /** What this module last put in the cache: anything else there came from elsewhere. */
  shown: unknown;
}

const changesByClient = new WeakMap<QueryClient, Map<string, QueryChanges>>();
let nextChangeId = 1;

function changesOf(client: QueryClient): Map<string, QueryChanges> {
  let byKey = changesByClient.get(client);
  if (!byKey) changesByClient.set(client, (byKey = new Map()));
  return byKey;
}

/** A read answered since the last show (a refetch) is the server's newer data: it becomes the confirmed one. */
function takeRead(client: QueryClient, changes: QueryChanges): void {
  const cached = client.getQueryData(changes.queryKey);
  if (cached !== changes.shown && cached !== undefined) changes.confirmed = cached;
}

function show(client: QueryClient, cacheKey: string, changes: QueryChanges): void {
  const data = changes.pending.reduce((shown, change) => change.edit(shown), changes.confirmed);
  client.setQueryData(changes.queryKey, data);
  changes.shown = client.getQueryData(changes.queryKey);
  if (changes.pending.length === 0) changesOf(client).delete(cacheKey);
}

/** A change shown and on its way: the server's answer settles it. */
export interface ShownChange<Answer> {
  saved: (answer: Answer) => void;
  refused: () => void;
}

/**
 * Shows `changes` on every cached query they name (after stopping reads under way, whose older answers would hide
 * them), and answers how to settle them.
 */
export async function showChange<Answer>(
  client: QueryClient,
  changes: readonly CachedChange<Answer>[],
): Promise<ShownChange<Answer>> {
  await Promise.all(changes.map(({ queryKey }) => client.cancelQueries({ queryKey })));
  const id = nextChangeId++;
  const touched: { cacheKey: string; change: CachedChange<Answer> }[] = [];
  for (const change of changes) {
    for (const [queryKey, data] of client.getQueriesData({ queryKey: change.queryKey })) {
      if (data === undefined) continue;
      const cacheKey = hashKey(queryKey);
      let held = changesOf(client).get(cacheKey);
      if (held) takeRead(client, held);
      else changesOf(client).set(cacheKey, (held = { queryKey, confirmed: data, pending: [], shown: data }));
      held.pending.push({ id, edit: change.edit });
      show(client, cacheKey, held);
      touched.push({ cacheKey, change });
    }
  }

  const settle = (confirm: (held: QueryChanges, change: CachedChange<Answer>) => void) => {
    for (const { cacheKey, change } of touched) {
      const held = changesOf(client).get(cacheKey);
      if (!held) continue;
      takeRead(client, held);
      held.pending = held.pending.filter((pending) => pending.id !== id);
      confirm(held, change);
      show(client, cacheKey, held);
    }
  };
  return {
    saved: (answer) =>
      settle((held, change) => {
        held.confirmed = change.settle(held.confirmed, answer);
      }),
    refused: () => settle(() => undefined),
  };
}

/**
 * Data the server gave outside these changes (a save that is not optimistic), applied with `edit` to every cached
 * query under `queryKey`: under the changes in flight there, plainly elsewhere.
 */
export function receiveCached<Data>(client: QueryClient, queryKey: QueryKey, edit: (data: Data) => Data): void {
  for (const [key, data] of client.getQueriesData<Data>({ queryKey })) {
    if (data === undefined) continue;
    const cacheKey = hashKey(key);
    const held = changesOf(client).get(cacheKey);
    if (!held) {
      client.setQueryData<Data>(key, edit(data));
      continue;
    }
    takeRead(client, held);
    held.confirmed = edit(held.confirmed as Data);
    show(client, cacheKey, held);
  }
}

/** Shows the change, sends it, and settles it with the server's answer (see the header). */
export async function changeOptimistically<Answer>(
  client: QueryClient,
  changes: readonly CachedChange<Answer>[],
  send: () => Promise<Answer>,
): Promise<Answer> {
  const shown = await showChange(client, changes);
  try {
    const answer = await send();
    shown.saved(answer);
    return answer;
  } catch (error) {
    shown.refused();
    throw error;
  }
}

export interface OptimisticChangeOptions<Answer, Variables> {
  mutationKey?: QueryKey;
  /** Changes sharing a scope are sent one after another; each is shown at once all the same. */
  scope?: { id: string };
  change: (variables: Variables) => readonly CachedChange<Answer>[];
  /** Sends the change when its turn comes (after the earlier ones of its scope). */
  send: (variables: Variables) => Promise<Answer>;
  /** The product's words for a change refused because someone else changed the data first. */
  staleMessage?: string;
  onSaved?: (answer: Answer, variables: Variables) => void;
  /** A promise it answers is waited for before the next change of the scope is sent (e.g. a read of the latest). */
  onRefused?: (refusal: WriteRefusal<Variables>) => void | Promise<void>;
  /** After either, once the change is settled in the cache; a promise it answers is waited for too. */
  onSettled?: () => void | Promise<void>;
}

/**
 * The mutation options of an optimistic change, for a `MutationObserver` of a page's own (one whose progress
 * redraws nothing) as well as for `useOptimisticChange`. The show happens when the mutation starts and the send
 * when its scope lets it, so a change queued behind another is on screen at once. The callbacks are the
 * mutation's own, so they run after an unmount too.
 */
export function optimisticChangeOptions<Answer, Variables>(
  client: QueryClient,
  {
    mutationKey,
    scope,
    change,
    send,
    staleMessage,
    onSaved,
    onRefused,
    onSettled,
  }: OptimisticChangeOptions<Answer, Variables>,
): MutationObserverOptions<Answer, Error, Variables, ShownChange<Answer>> {
  return {
    mutationKey,
    scope,
    onMutate: (variables: Variables) => showChange(client, change(variables)),
    mutationFn: send,
    onSuccess: (answer, variables, shown) => {
      shown.saved(answer);
      onSaved?.(answer, variables);
    },
    onError: async (error, variables, shown) => {
      shown?.refused();
      await onRefused?.({
        variables,
        error,
        message: staleMessage ? writeErrorMessage(error, staleMessage) : readableError(error),
        stale: isStaleWriteError(error),
      });
    },
    onSettled: () => onSettled?.(),
  };
}

export function useOptimisticChange<Answer, Variables>(options: OptimisticChangeOptions<Answer, Variables>) {
  const client = useQueryClient();
  return useMutation(optimisticChangeOptions(client, options));
}
