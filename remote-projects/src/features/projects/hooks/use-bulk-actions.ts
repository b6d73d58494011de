// Running a bulk change on the ticked tasks: the ones that went through are unticked, the ones refused stay
// ticked and the reason for each is kept for the bar to show.
import { useState } from 'react';
import { toaster } from 'shared-ui';
import type { StatusNameWrite, Task } from 'tessera-contracts';
import { useBulkTaskWrites, type BulkAction } from '../api/write-selected-tasks';
import { bulkFailureText, type BulkFailure, type BulkOutcome } from '../model/bulk-outcome';
import type { TaskSelection } from './use-task-selection';

const tasksText = (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'}`;

export function useBulkActions(selection: TaskSelection) {
  const writes = useBulkTaskWrites();
  const [failure, setFailure] = useState<string | null>(null);

  /** `refused`: ticked tasks not written, and why; told with those the server refuses. */
  async function run(
    action: BulkAction,
    tasks: Task[] = [...selection.selected.values()],
    refused: BulkFailure[] = [],
  ) {
    if (tasks.length + refused.length === 0 || writes.isPending) return;
    setFailure(null);
    const written = tasks.length > 0 ? await writes.mutateAsync({ tasks, action }) : null;
    const outcome: BulkOutcome = {
      total: (written?.total ?? 0) + refused.length,
      done: written?.done ?? [],
      failed: [...refused, ...(written?.failed ?? [])],
    };
    selection.drop(outcome.done);
    const verb = action.kind === 'delete' ? 'deleted' : 'changed';
    if (outcome.failed.length > 0) setFailure(bulkFailureText(outcome, verb));
    if (outcome.done.length > 0)
      toaster.create({ type: 'success', title: `${tasksText(outcome.done.length)} ${verb}` });
  }

  return {
    pending: writes.isPending,
    failure,
    dismissFailure: () => setFailure(null),
    change: (changes: Partial<Task>) => void run({ kind: 'change', changes }),
    /** Each ticked task to the status `writeOf` gives it (status-names.ts), those it refuses told why. */
    changeEach: (writeOf: (task: Task) => StatusNameWrite) => {
      const changes = new Map<string, Partial<Task>>();
      const refused: BulkFailure[] = [];
      for (const task of selection.selected.values()) {
        const write = writeOf(task);
        if ('refusal' in write) refused.push({ task, reason: write.refusal });
        else changes.set(task.name, write.changes);
      }
      const tasks = [...selection.selected.values()].filter((task) => changes.has(task.name));
      void run({ kind: 'change-each', changes }, tasks, refused);
    },
    remove: () => void run({ kind: 'delete' }),
  };
}
