// The one way a page writes a document optimistically: the change is shown at once, sent, and then either the
// server's document (its new `modified`) is shown or the change is taken back with a message a person can read.
//
// Each document being written keeps its confirmed version (the last one the server gave) and the changes still
// on their way, in the order they were made; what is shown is the confirmed version with those changes on top.
// So two writes in flight to one document never undo each other: a refused one is dropped from the stack and the
// rest stay shown, and an accepted one becomes the confirmed version under the rest. Writes to one document are
// sent one after another, each based on the `modified` the previous one returned, so the second is not refused
// as stale because of the first. A version that arrives meanwhile (a list read again, someone else's change)
// replaces the confirmed one through `receiveDocument`, and the changes in flight stay on top of it.
import { hashKey, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isStaleWriteError, readableError } from './frappe-errors';

/** Every document has a name and the version the server gave it (Frappe's `modified`). */
export interface VersionedDoc {
  name: string;
  modified?: string;
}

/** Where the documents of one kind are kept and shown: a query per document unless the store says otherwise. */
export interface DocumentStore<Doc extends VersionedDoc> {
  key: (name: string) => QueryKey;
  read: (client: QueryClient, name: string) => Doc | undefined;
  show: (client: QueryClient, name: string, doc: Doc) => void;
}

/** The store that keeps each document as the data of its own query, `key(name)`. */
export function queryDocumentStore<Doc extends VersionedDoc>(key: (name: string) => QueryKey): DocumentStore<Doc> {
  return {
    key,
    read: (client, name) => client.getQueryData<Doc>(key(name)),
    show: (client, name, doc) => void client.setQueryData<Doc>(key(name), doc),
  };
}

interface PendingChange<Doc> {
  id: number;
  patch: Partial<Doc>;
}

interface DocumentWrites<Doc> {
  confirmed: Doc | undefined;
  pending: PendingChange<Doc>[];
  /** Settles when the last write sent for this document has been answered. */
  lastSend: Promise<unknown>;
}

const writesByClient = new WeakMap<QueryClient, Map<string, DocumentWrites<VersionedDoc>>>();
let nextChangeId = 1;

function writesOf<Doc extends VersionedDoc>(client: QueryClient, cacheKey: string): DocumentWrites<Doc> | undefined {
  return writesByClient.get(client)?.get(cacheKey) as DocumentWrites<Doc> | undefined;
}

function startWrites<Doc extends VersionedDoc>(client: QueryClient, cacheKey: string, confirmed: Doc | undefined) {
  let byKey = writesByClient.get(client);
  if (!byKey) writesByClient.set(client, (byKey = new Map()));
  const writes: DocumentWrites<Doc> = { confirmed, pending: [], lastSend: Promise.resolve() };
  byKey.set(cacheKey, writes as DocumentWrites<VersionedDoc>);
  return writes;
}

function showWrites<Doc extends VersionedDoc>(
  client: QueryClient,
  store: DocumentStore<Doc>,
  name: string,
  writes: DocumentWrites<Doc>,
): void {
  if (!writes.confirmed) return;
  store.show(
    client,
    name,
    writes.pending.reduce<Doc>((doc, change) => ({ ...doc, ...change.patch }), writes.confirmed),
  );
}

function isOlder(doc: VersionedDoc, than: VersionedDoc | undefined): boolean {
  return Boolean(than?.modified && doc.modified && doc.modified < than.modified);
}

/**
 * A version of a document read from the server (by a list, a page, someone else's change). Fields it lacks keep
 * their last value (a list reads some fields only). An older version than the one held is ignored (a list read
 * before a save, answered after it); changes still in flight stay on top.
 */
export function receiveDocument<Doc extends VersionedDoc>(client: QueryClient, store: DocumentStore<Doc>, doc: Doc) {
  const writes = writesOf<Doc>(client, hashKey(store.key(doc.name)));
  if (!writes) {
    const held = store.read(client, doc.name);
    if (!isOlder(doc, held)) store.show(client, doc.name, held ? { ...held, ...doc } : doc);
    return;
  }
  if (isOlder(doc, writes.confirmed)) return;
  writes.confirmed = writes.confirmed ? { ...writes.confirmed, ...doc } : doc;
  showWrites(client, store, doc.name, writes);
}

export interface OptimisticWrite<Doc extends VersionedDoc> {
  store: DocumentStore<Doc>;
  name: string;
  /** The fields the write changes, shown at once. */
  patch: Partial<Doc>;
  /** Sends the write, based on the latest version the server gave (undefined when none is known here). */
  send: (confirmed: Doc | undefined) => Promise<Doc>;
}

/** Shows `patch` at once, sends it, and settles the document with the server's answer (see the header). */
export async function writeOptimistically<Doc extends VersionedDoc>(
  client: QueryClient,
  { store, name, patch, send }: OptimisticWrite<Doc>,
): Promise<Doc> {
  const cacheKey = hashKey(store.key(name));
  const writes = writesOf<Doc>(client, cacheKey) ?? startWrites(client, cacheKey, store.read(client, name));
  const change: PendingChange<Doc> = { id: nextChangeId++, patch };
  writes.pending.push(change);
  showWrites(client, store, name, writes);

  // Nothing else in flight for this document: sent now (in the same task as the click), else after the last one.
  const sending =
    writes.pending.length === 1
      ? new Promise<Doc>((resolve) => resolve(send(writes.confirmed)))
      : writes.lastSend.then(() => send(writes.confirmed));
  writes.lastSend = sending.catch(() => undefined);
  try {
    const saved = await sending;
    writes.confirmed = saved;
    return saved;
  } finally {
    writes.pending = writes.pending.filter((pending) => pending.id !== change.id);
    showWrites(client, store, name, writes);
    if (writes.pending.length === 0) writesByClient.get(client)?.delete(cacheKey);
  }
}

/** What to tell the user when a write was refused; `staleMessage` when the document changed since it was read. */
export function writeErrorMessage(error: unknown, staleMessage: string): string {
  return isStaleWriteError(error) ? staleMessage : readableError(error);
}

export interface WriteRefusal<Variables> {
  variables: Variables;
  error: unknown;
  message: string;
  /** The document had changed on the server since it was read. */
  stale: boolean;
}

export interface OptimisticWriteOptions<Doc extends VersionedDoc, Variables> {
  mutationKey?: QueryKey;
  write: (variables: Variables) => OptimisticWrite<Doc>;
  /** The product's words for a write refused because someone else changed the document first. */
  staleMessage: string;
  onSaved?: (saved: Doc, variables: Variables) => void;
  onRefused?: (refusal: WriteRefusal<Variables>) => void;
}

// The callbacks are the mutation's own (not mutate's), so they run even when the element that started the write
// has been unmounted by it (a card moved to another column is a new element).
export function useOptimisticWrite<Doc extends VersionedDoc, Variables>({
  mutationKey,
  write,
  staleMessage,
  onSaved,
  onRefused,
}: OptimisticWriteOptions<Doc, Variables>) {
  const client = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: (variables: Variables) => writeOptimistically(client, write(variables)),
    onSuccess: (saved, variables) => onSaved?.(saved, variables),
    onError: (error, variables) =>
      onRefused?.({
        variables,
        error,
        message: writeErrorMessage(error, staleMessage),
        stale: isStaleWriteError(error),
      }),
  });
}
