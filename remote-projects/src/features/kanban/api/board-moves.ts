// Where a card goes: the fields a move writes (its column's field and its new `kanban_position`, the midpoint
// of its new neighbours), for drops, the Move menu and quick add alike.
import type { Task } from 'tessera-contracts';
import { positionBetween } from '../../../workspace/board-position';
import type { BoardColumn } from './board-columns';

export interface MovePlan {
  changes: Partial<Task>;
  /** The card's place in its new column, from 1, among `total` cards. */
  place: number;
  total: number;
}

/**
 * Moving `task` into `column` so that it lands at `index` among the column's other cards (`columnTasks`, in
 * card order, may include the task itself). Null when the card would stay where it is.
 */
export function planMove(
  task: Task,
  column: BoardColumn,
  columnTasks: readonly Task[],
  index: number,
  currentColumn: string,
): MovePlan | null {
  const others = columnTasks.filter((candidate) => candidate.name !== task.name);
  const at = Math.max(0, Math.min(index, others.length));
  if (currentColumn === column.id && columnTasks[at]?.name === task.name) return null;
  const position = positionBetween(others[at - 1]?.kanban_position, others[at]?.kanban_position);
  return {
    changes: { [column.field]: column.id, kanban_position: position },
    place: at + 1,
    total: others.length + 1,
  };
}

/** The fields of a task added at the end of `column`. */
export function endOfColumn(column: BoardColumn, columnTasks: readonly Task[]): Partial<Task> {
  const last = columnTasks[columnTasks.length - 1];
  return { [column.field]: column.id, kanban_position: positionBetween(last?.kanban_position, null) };
}
