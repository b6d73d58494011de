// Moving a task into another group of the project page (by drag or by the "Move to…" menu) sets the grouped
// field to the group's value; the card moves at once and comes back if the server refuses.
import { useCallback } from 'react';
import type { Task } from 'tessera-contracts';
import { useChangeTask } from '../api/change-task';
import { groupKeyOf } from '../model/task-groups';

export type BoardField = 'priority' | 'status';

export function useMoveTask(field: BoardField, announce: (message: string) => void) {
  const { mutate } = useChangeTask({
    onRefused: ({ task }, message) =>
      announce(`Couldn't move “${task.subject}”; it is back in ${groupKeyOf(task, field) || 'its group'}. ${message}`),
  });
  return useCallback(
    (task: Task, to: string) => {
      if (groupKeyOf(task, field) === to) return;
      announce(`Moved “${task.subject}” to ${to}.`);
      mutate({ task, changes: { [field]: to } });
    },
    [field, announce, mutate],
  );
}
