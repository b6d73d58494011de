// The task lists the three pages read: every task, or one project's. Their queries hold names; the tasks are
// the task store's documents, so a change to one shows in its row or card at once.
import { useQuery } from '@tanstack/react-query';
import type { Task } from 'tessera-contracts';
import { rememberTasks, useStoredTasks } from '@projects/workspace/task-store';
import { taskManagerKeys } from './task-manager-keys';
import { fetchEveryTask, fetchProjectTasks } from './task-manager-requests';

function useTaskNames(queryKey: readonly unknown[], read: (signal: AbortSignal) => Promise<Task[]>, enabled = true) {
  const names = useQuery({
    queryKey,
    queryFn: async ({ signal, client }) => rememberTasks(client, await read(signal)),
    enabled,
  });
  const data = useStoredTasks(names.data);
  return { data, isPending: names.isPending, error: names.error, refetch: names.refetch };
}

export function useEveryTask() {
  return useTaskNames(taskManagerKeys.everyTask(), fetchEveryTask);
}

/** Nothing is asked while `project` is null (the projects are still loading). */
export function useProjectTasks(project: string | null) {
  return useTaskNames(
    taskManagerKeys.project(project ?? ''),
    (signal) => fetchProjectTasks(project!, signal),
    project !== null,
  );
}
