// Running a bulk change on the ticked tasks: the ones that went through are unticked, the ones refused stay
// ticked and the reason for each is kept for the bar to show.
import { useState } from 'react';
import { toaster } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { useBulkTaskWrites, type BulkAction } from '../api/write-selected-tasks';
import { bulkFailureText } from '../model/bulk-outcome';
import type { TaskSelection } from './use-task-selection';

const tasksText = (count: number) => `${count} ${count === 1 ? 'task' : 'tasks'}`;

export function useBulkActions(selection: TaskSelection) {
  const writes = useBulkTaskWrites();
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: BulkAction) {
    const tasks: Task[] = [...selection.selected.values()];
    if (tasks.length === 0 || writes.isPending) return;
    setFailure(null);
    const outcome = await writes.mutateAsync({ tasks, action });
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
    remove: () => void run({ kind: 'delete' }),
  };
}
