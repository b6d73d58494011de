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

/** `change-each`: each task its own changes (a status by name is each task's own board status of that name). */
export type BulkAction =
  | { kind: 'change'; changes: Partial<Task> }
  | { kind: 'change-each'; changes: ReadonlyMap<string, Partial<Task>> }
  | { kind: 'delete' };

const changesOf = (action: Exclude<BulkAction, { kind: 'delete' }>, task: Task): Partial<Task> =>
  action.kind === 'change' ? action.changes : (action.changes.get(task.name) ?? {});

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
              patch: changesOf(action, task),
              // The store's version: a list refreshed since the task was ticked has a newer one.
              send: (confirmed) => saveTask(task.name, changesOf(action, task), confirmed?.modified ?? task.modified),
            }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKey('Task') }),
  });
}
