// What the board's moves and quick adds do: plan the write, send it, and say what happened (to screen readers
// through the announcement, and on failure in a toast).
import { useCallback, useRef, useState } from 'react';
import { toaster } from 'shared-ui';
import { locateCard } from 'shared-ui/board';
import type { StatusNameWrite, Task } from 'tessera-contracts';
import { taskWriteErrorMessage } from '@projects/workspace/task-writes';
import { groupTasks, type BoardColumn, type ColumnOf } from '../model/board-columns';
import type { BoardTasksKey } from '../api/board-keys';
import { endOfColumn, planMove } from '../model/board-moves';
import { useMoveTask, type MoveOutcome } from '../api/move-task';
import { useQuickAdd } from '../api/quick-add-task';

interface BoardState {
  /** Every task read for the board (filters not applied). */
  tasks: readonly Task[];
  columns: readonly BoardColumn[];
  /** Each column's cards as shown. */
  groups: ReadonlyMap<string, readonly Task[]>;
  columnOf: ColumnOf | undefined;
  statusNameWrite: (task: Pick<Task, 'project'>, column: BoardColumn) => StatusNameWrite;
}

/** The card's status for a status name's column (its own board's, or a refusal); nothing more for other columns. */
function statusNameChanges(state: BoardState, task: Pick<Task, 'project'>, column: BoardColumn): StatusNameWrite {
  return column.field === 'status_name' ? state.statusNameWrite(task, column) : { changes: {} };
}

export interface BoardActions {
  /** The last thing that happened, for the polite live region. */
  announcement: string;
  /** Stable across renders, so memoised columns and cards keep their props. */
  move: (card: string, column: string, index: number) => void;
  /** Resolves with the new task's name. */
  quickAdd: (column: BoardColumn, subject: string, project: string | null) => Promise<string>;
}

const nameOf = (task: Task) => task.name;

/** `onMoved(card)`: a move placed the card (to focus once it is drawn in its new column). */
export function useBoardActions(key: BoardTasksKey, state: BoardState, onMoved: (card: string) => void): BoardActions {
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(state);
  latest.current = state;

  const onFailure = useCallback(({ task, message }: MoveOutcome) => {
    setAnnouncement(`Couldn't move "${task.subject}". ${message}`);
    toaster.create({ type: 'error', title: `Couldn't move "${task.subject}"`, description: message });
  }, []);
  const moveTask = useMoveTask(key, onFailure);
  const addTask = useQuickAdd(key);
  const mutateMove = moveTask.mutate;

  const move = useCallback(
    (card: string, columnId: string, index: number) => {
      const state = latest.current;
      const { tasks, columns, groups } = state;
      const task = tasks.find((candidate) => candidate.name === card);
      const column = columns.find((candidate) => candidate.id === columnId);
      const from = locateCard(groups, card, nameOf)?.column;
      if (!task || !column || from === undefined) return;
      const plan = planMove(task, column, groups.get(columnId) ?? [], index, from);
      if (!plan) return;
      const status = from === columnId ? { changes: {} } : statusNameChanges(state, task, column);
      if ('refusal' in status) {
        // Nothing is written: the card stays in its column.
        onFailure({ task, error: null, message: `${status.refusal}.` });
        return;
      }
      onMoved(card);
      mutateMove({ task, changes: { ...status.changes, ...plan.changes } });
      setAnnouncement(`Moved "${task.subject}" to ${column.label}, position ${plan.place} of ${plan.total}`);
    },
    [mutateMove, onMoved, onFailure],
  );

  const addAsync = addTask.mutateAsync;
  const quickAdd = useCallback(
    async (column: BoardColumn, subject: string, project: string | null) => {
      const state = latest.current;
      const { tasks, columns, columnOf } = state;
      // The end of the whole column, cards hidden by filters included.
      const columnTasks = groupTasks(tasks, columns, columnOf).get(column.id) ?? [];
      const status = statusNameChanges(state, { project }, column);
      if ('refusal' in status) throw new Error(`${status.refusal}.`);
      let created: Task;
      try {
        created = await addAsync({
          subject,
          ...(project ? { project } : {}),
          ...status.changes,
          ...endOfColumn(column, columnTasks),
        });
      } catch (error) {
        throw new Error(taskWriteErrorMessage(error));
      }
      setAnnouncement(`Added "${subject}" to ${column.label}`);
      return created.name;
    },
    [addAsync],
  );

  return { announcement, move, quickAdd };
}
