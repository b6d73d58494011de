// Changing or deleting the selected tasks: one write per task, in parallel, each based on the version of the
// task it was read at (so a task someone else changed meanwhile is refused, not overwritten); then one refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { findCachedTask } from '../../../workspace/task-editor/task-cache';
import { removeTask, saveTask, taskWriteErrorMessage } from '../../../workspace/task-writes';
import type { BulkOutcome } from '../model/bulk-outcome';

async function writeEach(tasks: readonly Task[], write: (task: Task) => Promise<unknown>): Promise<BulkOutcome> {
  const results = await Promise.allSettled(tasks.map(write));
  const outcome: BulkOutcome = { total: tasks.length, done: [], failed: [] };
  results.forEach((result, index) => {
    const task = tasks[index]!;
    if (result.status === 'fulfilled') outcome.done.push(task.name);
    else outcome.failed.push({ task, reason: taskWriteErrorMessage(result.reason) });
  });
  return outcome;
}

export type BulkAction = { kind: 'change'; changes: Partial<Task> } | { kind: 'delete' };

export function useBulkTaskWrites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tasks, action }: { tasks: readonly Task[]; action: BulkAction }) => {
      // The freshest version the page holds (a list refreshed since the task was ticked has a newer one).
      const current = tasks.map((task) => findCachedTask(queryClient, task.name) ?? task);
      return writeEach(current, (task) =>
        action.kind === 'delete' ? removeTask(task.name) : saveTask(task.name, action.changes, task.modified),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey('Task') }),
  });
}
