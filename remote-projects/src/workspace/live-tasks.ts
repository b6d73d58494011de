// Task writes made elsewhere (another user, another tab), as the realtime server announces them: a name and who
// wrote, no values. The changed tasks are read once into the task store, where every view showing them draws them
// anew (a board regroups its cards by the stored documents). A task that can no longer be read (deleted, or no
// longer this user's to see) leaves the store, and so every view. Whether a task belongs in a list is the server's
// to say: a task this tab did not hold, or one that left, makes the lists on screen read again; any other change
// marks them stale, read again when next shown — unless a view on screen groups and pages its tasks on the server
// (the task list), whose groups only the server can redraw: then its lists are read again.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { listDocs, receiveDocument, useDoctypeUpdates } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { refreshTaskLists, storedTask, taskDocKey, taskStore } from './task-store';

interface ChangedTasks {
  names: Set<string>;
  reading: boolean;
  /** How many views on screen have their lists read again after any change. */
  listsReadAgain: number;
}

const changedByClient = new WeakMap<QueryClient, ChangedTasks>();

/** Reads the announced tasks: at once, and those announced while a read is on its way together after it. */
export function readChangedTask(client: QueryClient, name: string): Promise<void> {
  const changed = changedOf(client);
  changed.names.add(name);
  return changed.reading ? Promise.resolve() : readAll(client, changed);
}

function changedOf(client: QueryClient): ChangedTasks {
  let changed = changedByClient.get(client);
  if (!changed) changedByClient.set(client, (changed = { names: new Set(), reading: false, listsReadAgain: 0 }));
  return changed;
}

async function readAll(client: QueryClient, changed: ChangedTasks): Promise<void> {
  changed.reading = true;
  try {
    while (changed.names.size > 0) {
      const names = [...changed.names];
      changed.names.clear();
      await readTasks(client, names, changed.listsReadAgain > 0);
    }
  } finally {
    changed.reading = false;
  }
}

async function readTasks(client: QueryClient, names: string[], listsReadAgain: boolean): Promise<void> {
  let tasks: Task[];
  try {
    tasks = await listDocs<Task>('Task', { fields: ['*'], filters: [['name', 'in', names]], limitPageLength: 0 });
  } catch {
    // Offline or refused: once the connection is back, what is on screen is read again anyway.
    return;
  }
  const found = new Set(tasks.map((task) => task.name));
  let listsChanged = false;
  for (const task of tasks) {
    if (!storedTask(client, task.name)) listsChanged = true;
    receiveDocument(client, taskStore, task);
  }
  for (const name of names) {
    if (found.has(name) || !storedTask(client, name)) continue;
    client.removeQueries({ queryKey: taskDocKey(name), exact: true });
    listsChanged = true;
  }
  await refreshTaskLists(client, listsChanged || listsReadAgain ? 'active' : 'none');
}

/**
 * While shown: the task store follows task writes made elsewhere. `readListsAgain`: for a view whose groups and
 * pages come from the server (the task list), its lists are read again after any change, not only a new task's.
 */
export function useLiveTasks({ readListsAgain = false }: { readListsAgain?: boolean } = {}): void {
  const client = useQueryClient();
  useDoctypeUpdates('Task', (update) => void readChangedTask(client, update.name));
  useEffect(() => {
    if (!readListsAgain) return;
    const changed = changedOf(client);
    changed.listsReadAgain += 1;
    return () => void (changed.listsReadAgain -= 1);
  }, [client, readListsAgain]);
}
