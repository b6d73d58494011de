// Moving a task into another group of the project page (by drag or by the "Move to…" menu) sets the grouped
// field to the group's value; the card moves at once and comes back if the server refuses. By status, on a project
// with board statuses, that field is its board status (`puxeo_status`).
import { shownStatusOf } from 'tessera-contracts';
import { useCallback } from 'react';
import type { PuxeoStatus, Task } from 'tessera-contracts';
import { useChangeTask } from '../api/change-task';
import { groupKeyOf } from '../model/task-groups';

export type BoardField = 'priority' | 'status';

/** `boardStatuses`: the project's (workspace/board-status.ts); none where ERPNext's statuses apply. */
export function useMoveTask(
  field: BoardField,
  announce: (message: string) => void,
  boardStatuses: readonly PuxeoStatus[],
) {
  const onBoard = field === 'status' && boardStatuses.length > 0;
  const keyOf = useCallback(
    (task: Task) => {
      const shown = shownStatusOf(task, boardStatuses);
      return onBoard && shown.kind === 'board' ? shown.status.name : groupKeyOf(task, field);
    },
    [onBoard, boardStatuses, field],
  );
  const labelOf = useCallback(
    (key: string) => (onBoard ? (boardStatuses.find((status) => status.name === key)?.name1 ?? key) : key),
    [onBoard, boardStatuses],
  );
  const { mutate } = useChangeTask({
    onRefused: ({ task }, message) =>
      announce(`Couldn't move “${task.subject}”; it is back in ${labelOf(keyOf(task)) || 'its group'}. ${message}`),
  });
  return useCallback(
    (task: Task, to: string) => {
      if (keyOf(task) === to) return;
      announce(`Moved “${task.subject}” to ${labelOf(to)}.`);
      mutate({ task, changes: onBoard ? { puxeo_status: to } : { [field]: to } });
    },
    [keyOf, labelOf, onBoard, field, announce, mutate],
  );
}
