// Changing or deleting the selected tasks: one write per task, in parallel, each based on the version of the
// task the store holds (so a task someone else changed meanwhile is refused, not overwritten); then one refresh.
// A change is shown at once through the task store, and a refused one taken back.
import type { Task } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceKey, writeOptimistically } from 'shared-auth';
import { taskStore } from '@projects/workspace/task-store';
import { removeTask, saveTask, taskWriteErrorMessage } from '@projects/workspace/task-writes';
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
    mutationFn: ({ tasks, action }: { tasks: readonly Task[]; action: BulkAction }) =>
      writeEach(tasks, (task) =>
        action.kind === 'delete'
          ? removeTask(task.name)
          : writeOptimistically(queryClient, {
              store: taskStore,
              name: task.name,
              patch: action.changes,
              // The store's version: a list refreshed since the task was ticked has a newer one.
              send: (confirmed) => saveTask(task.name, action.changes, confirmed?.modified ?? task.modified),
            }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey('Task') }),
  });
}
