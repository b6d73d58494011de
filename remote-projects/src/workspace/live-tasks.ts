// Task writes made elsewhere (another user, another tab), as the realtime server announces them: a name and who
// wrote, no values. The changed tasks are read once into the task store, where every view showing them draws them
// anew (a board regroups its cards by the stored documents). A task that can no longer be read (deleted, or no
// longer this user's to see) leaves the store, and so every view. Whether a task belongs in a list is the server's
// to say: a task this tab did not hold, or one that left, makes the lists on screen read again; any other change
// marks them stale, read again when next shown.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { listDocs, receiveDocument, useDoctypeUpdates } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { refreshTaskLists, storedTask, taskDocKey, taskStore } from './task-store';

interface ChangedTasks {
  names: Set<string>;
  reading: boolean;
}

const changedByClient = new WeakMap<QueryClient, ChangedTasks>();

/** Reads the announced tasks: at once, and those announced while a read is on its way together after it. */
export function readChangedTask(client: QueryClient, name: string): Promise<void> {
  let changed = changedByClient.get(client);
  if (!changed) changedByClient.set(client, (changed = { names: new Set(), reading: false }));
  changed.names.add(name);
  return changed.reading ? Promise.resolve() : readAll(client, changed);
}

async function readAll(client: QueryClient, changed: ChangedTasks): Promise<void> {
  changed.reading = true;
  try {
    while (changed.names.size > 0) {
      const names = [...changed.names];
      changed.names.clear();
      await readTasks(client, names);
    }
  } finally {
    changed.reading = false;
  }
}

async function readTasks(client: QueryClient, names: string[]): Promise<void> {
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
  await refreshTaskLists(client, listsChanged ? 'active' : 'none');
}

/** While shown: the task store follows task writes made elsewhere. */
export function useLiveTasks(): void {
  const client = useQueryClient();
  useDoctypeUpdates('Task', (update) => void readChangedTask(client, update.name));
}
