// Where the persisted query cache lives between visits: one IndexedDB object store holding one record per
// signed-in user, keyed by the user's id (persisted-queries.ts decides what goes in and when it is dropped).
// Hand-written on the IndexedDB API: the three operations below are all the app needs, for no library bytes.
// IndexedDB keeps structured clones, so the record is stored as it is, not as JSON text.

/** The persisted query cache's storage. A browser without a usable IndexedDB reads nothing and keeps nothing. */
export interface QueryCacheStore {
  /** The record kept for `userId`; undefined when there is none. */
  read(userId: string): Promise<unknown>;
  write(userId: string, record: unknown): Promise<void>;
  /** Every user's record. */
  clear(): Promise<void>;
}

export const QUERY_CACHE_DATABASE = 'tessera-query-cache';
const RECORDS = 'by-user';

function completion(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens the database at `version` (the current one when undefined), making the object store if it is new. */
async function openVersion(name: string, version?: number): Promise<IDBDatabase> {
  const opening = indexedDB.open(name, version);
  opening.onupgradeneeded = () => opening.result.createObjectStore(RECORDS);
  return (await completion(opening)) as IDBDatabase;
}

async function openDatabase(name: string): Promise<IDBDatabase> {
  const database = await openVersion(name);
  if (database.objectStoreNames.contains(RECORDS)) return database;
  // Opened by someone else first (another tool, an inspection) without the store: an upgrade adds it.
  database.close();
  return openVersion(name, database.version + 1);
}

/** The store in this origin's IndexedDB database `name`; the database is opened once, at the first use. */
export function indexedDbQueryCacheStore(name: string = QUERY_CACHE_DATABASE): QueryCacheStore {
  let database: Promise<IDBDatabase> | null = null;
  const records = async (mode: IDBTransactionMode): Promise<IDBObjectStore> => {
    if (typeof indexedDB === 'undefined') throw new Error('This browser has no IndexedDB');
    database ??= openDatabase(name);
    database.catch(() => {
      database = null;
    });
    return (await database).transaction(RECORDS, mode).objectStore(RECORDS);
  };
  return {
    read: async (userId) => completion((await records('readonly')).get(userId)),
    write: async (userId, record) => void (await completion((await records('readwrite')).put(record, userId))),
    clear: async () => void (await completion((await records('readwrite')).clear())),
  };
}
