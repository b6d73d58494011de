// What the task manager's reads share: the fields they read and how many tasks at most. Their queries hold names;
// the tasks are the task store's documents, so a change to one shows in its row or card at once.
import { type Task, TASK_LIST_FIELDS } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { rememberTasks, useStoredTasks } from '@projects/workspace/task-store';

/**
 * The task list's fifteen fields (docs/product.md, Tasks), plus what editing needs: the description and the version
 * (`modified`).
 */
export const TASK_MANAGER_FIELDS = [
  ...TASK_LIST_FIELDS,
  'description',
  'puxeo_status',
  'kanban_rank',
  '_assign',
  'modified',
] as const;

/** The pages group and count in the browser, so they read the tasks whole, up to this many (newest first). */
export const TASK_MANAGER_LIMIT = 1000;

export function useTaskNames(
  queryKey: readonly unknown[],
  read: (signal: AbortSignal) => Promise<Task[]>,
  enabled = true,
) {
  const names = useQuery({
    queryKey,
    queryFn: async ({ signal, client }) => rememberTasks(client, await read(signal)),
    enabled,
  });
  const data = useStoredTasks(names.data);
  return { data, isPending: names.isPending, error: names.error, refetch: names.refetch };
}
