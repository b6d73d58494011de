// Where a card goes: the fields a move writes, its column's field and its new `kanban_rank` (the board engine's
// planMove, shared-ui/board), for drops, the Move menu and quick add alike. Only the moved card is written.
import { planMove as planRankedMove } from 'shared-ui/board';
import { rankAtEnd, type Task } from 'tessera-contracts';
import type { BoardColumn } from './board-columns';

export interface MovePlan {
  changes: Partial<Task>;
  /** The card's place in its new column, from 1, among `total` cards. */
  place: number;
  total: number;
}

/**
 * The value a card takes by entering `column`; none for a status name, which each task's own board decides
 * (statusNameWrite).
 */
export function columnValue(column: BoardColumn): Partial<Task> {
  return column.field === 'status_name' ? {} : { [column.field]: column.id };
}

const TASK_KEYS = { idOf: (task: Task) => task.name, rankOf: (task: Task) => task.kanban_rank };

/**
 * Moving `task` into `column` so that it lands at `index` among the column's other cards (`columnTasks`, in
 * card order, may include the task itself). Null when the card would stay where it is. Between two cards of
 * equal rank there is no key, so the card lands at the nearest place that has one, and `place` says where.
 */
export function planMove(
  task: Task,
  column: BoardColumn,
  columnTasks: readonly Task[],
  index: number,
  currentColumn: string,
): MovePlan | null {
  const placed = planRankedMove(task.name, currentColumn, { column: column.id, index }, columnTasks, TASK_KEYS);
  if (!placed) return null;
  return {
    changes: { ...columnValue(column), kanban_rank: placed.rank },
    place: placed.place,
    total: placed.total,
  };
}

/** The fields of a task added at the end of `column`. */
export function endOfColumn(column: BoardColumn, columnTasks: readonly Task[]): Partial<Task> {
  return { ...columnValue(column), kanban_rank: rankAtEnd(columnTasks.map((card) => card.kanban_rank)) };
}
