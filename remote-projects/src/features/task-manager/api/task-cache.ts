// Patching one task in every cached task-manager list, so a change shows at once (and can be taken back).
import type { QueryClient } from '@tanstack/react-query';
import type { Task } from 'tessera-contracts';
import { taskManagerKeys } from './task-manager-keys';

export function patchCachedTask(queryClient: QueryClient, name: string, patch: Partial<Task>): void {
  queryClient.setQueriesData<Task[]>({ queryKey: taskManagerKeys.all }, (tasks) =>
    tasks?.map((task) => (task.name === name ? { ...task, ...patch } : task)),
  );
}

/** The values `task` had for the fields in `changes`: what a refused change puts back. */
export function previousValues(task: Task, changes: Partial<Task>): Partial<Task> {
  const previous: Record<string, unknown> = {};
  for (const field of Object.keys(changes)) previous[field] = task[field as keyof Task] ?? null;
  return previous as Partial<Task>;
}
