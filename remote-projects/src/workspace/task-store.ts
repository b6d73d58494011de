// The one task store of this remote. Every Task is cached once, by name, as the data of its own query
// (`taskDocKey(name)`, under the Task doctype's key); the board, the task manager's lists and the task list's
// pages hold names only, and the drawer's single-document query is the document's own entry.
//
// - A list read puts the documents it got into the store (`rememberTasks`, from its query function) and keeps
//   their names; a view turns the names back into the stored documents (`useStoredTasks`), so it is drawn again
//   whenever one of them changes.
// - A write goes through shared-auth's optimistic-write helper with `taskStore`: it changes the one document, and
//   every view showing it shows the change. Whether the task still belongs in a list (a filter it no longer
//   matches, a group or column it left) is the server's to say: after a write the lists are marked stale
//   (`refreshTaskLists`), never edited by hand. A board or task manager that groups by the written field regroups
//   at once, since it groups the stored documents.
// - Someone else's change, once pushed here, is one `receiveDocument(client, taskStore, task)`: the same path.
//
// It lives in remote-projects/src/workspace/ because all four users of Task documents (task list, board, task
// manager, drawer) are this remote's features; shared-auth keeps only what any document type needs.
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { persistedQueryMeta, queryDocumentStore, receiveDocument, resourceKey } from 'shared-auth';
import type { Task } from 'tessera-contracts';

const taskDocsKey = [...resourceKey('Task'), 'doc'] as const;

export function taskDocKey(name: string) {
  return [...taskDocsKey, name] as const;
}

export const taskStore = queryDocumentStore<Task>(taskDocKey);

/**
 * Stores the tasks a list read, and gives back their names, in the list's order. A list reads some fields only:
 * they are laid over what the store holds (the drawer's whole document keeps its other fields).
 */
export function rememberTasks(client: QueryClient, tasks: readonly Task[]): string[] {
  // A document outlives the views that show it (a list kept for another page still names it); the store is as
  // big as the tasks seen since sign-in, and emptied with the rest of the cache at a change of user. It is kept
  // between visits with the lists that name its documents (shared-auth's persisted queries).
  if (client.getQueryDefaults(taskDocsKey).gcTime !== Infinity)
    client.setQueryDefaults(taskDocsKey, { gcTime: Infinity, meta: persistedQueryMeta });
  return tasks.map((task) => {
    receiveDocument(client, taskStore, task);
    return task.name;
  });
}

/** The task as the store holds it: the one version every view shows. */
export function storedTask(client: QueryClient, name: string): Task | undefined {
  return taskStore.read(client, name);
}

function sameTasks(a: readonly Task[], b: readonly Task[]): boolean {
  return a.length === b.length && a.every((task, index) => task === b[index]);
}

/** Per cache, how many times a task document has changed since a view first read from it. */
const documentChanges = new WeakMap<QueryClient, { count: number }>();

/**
 * The cache's count of task document changes, counted from now on if it was not yet. It counts for the cache's
 * whole life, not only while a view is subscribed: a change between a view's first read and its subscription
 * must still make that view look its names up again.
 */
function documentChangesOf(client: QueryClient): { count: number } {
  const known = documentChanges.get(client);
  if (known) return known;
  const changes = { count: 0 };
  client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[2] === taskDocsKey[2]) changes.count += 1;
  });
  documentChanges.set(client, changes);
  return changes;
}

/**
 * The stored tasks of `names` (undefined while there are none), drawn again when any of them changes. The names
 * are looked up only after a task document has changed: React asks for the tasks at every render of the view and
 * again as it commits, and a board's 2,000 lookups each time were a third of a drop's work at CPU x4.
 */
export function useStoredTasks(names: readonly string[] | undefined): Task[] | undefined {
  const client = useQueryClient();
  const changes = documentChangesOf(client);
  const last = useRef<{ names: readonly string[]; changes: number; tasks: Task[] } | null>(null);
  // Only a document's change (not every fetch state of every query) makes the names be looked up again.
  const subscribe = useCallback(
    (onChange: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryKey[2] === taskDocsKey[2]) onChange();
      }),
    [client],
  );
  const read = useCallback((): Task[] | undefined => {
    if (names === undefined) return undefined;
    const known = last.current;
    if (known && known.names === names && known.changes === changes.count) return known.tasks;
    const tasks = names.flatMap((name) => {
      const task = taskStore.read(client, name);
      return task ? [task] : [];
    });
    // The same documents as last time are the same array, so the view is not drawn again for nothing.
    const same = known !== null && known.names === names && sameTasks(known.tasks, tasks);
    last.current = { names, changes: changes.count, tasks: same ? known.tasks : tasks };
    return last.current.tasks;
  }, [client, changes, names]);
  return useSyncExternalStore(subscribe, read, read);
}

/** After a task write: every list of tasks is read again when next shown (the store's documents are not). */
export function refreshTaskLists(client: QueryClient, refetchType: 'active' | 'none' = 'active'): Promise<void> {
  return client.invalidateQueries({
    queryKey: resourceKey('Task'),
    predicate: (query) => query.queryKey[2] !== taskDocsKey[2],
    refetchType,
  });
}
