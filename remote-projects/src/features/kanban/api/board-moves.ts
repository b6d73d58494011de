// Where a card goes: the fields a move writes, its column's field and its new `kanban_rank`, a key between its
// new neighbours' (tessera-contracts' rankAt), for drops, the Move menu and quick add alike. Only the moved
// card is written: no other card is ever given a new place.
import { rankAt, rankAtEnd, type Task } from 'tessera-contracts';
import type { BoardColumn } from './board-columns';

export interface MovePlan {
  changes: Partial<Task>;
  /** The card's place in its new column, from 1, among `total` cards. */
  place: number;
  total: number;
}

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
  const others = columnTasks.filter((candidate) => candidate.name !== task.name);
  const at = Math.max(0, Math.min(index, others.length));
  if (currentColumn === column.id && columnTasks[at]?.name === task.name) return null;
  const placed = rankAt(
    others.map((card) => card.kanban_rank),
    at,
  );
  return {
    changes: { [column.field]: column.id, kanban_rank: placed.rank },
    place: placed.index + 1,
    total: others.length + 1,
  };
}

/** The fields of a task added at the end of `column`. */
export function endOfColumn(column: BoardColumn, columnTasks: readonly Task[]): Partial<Task> {
  return { [column.field]: column.id, kanban_rank: rankAtEnd(columnTasks.map((card) => card.kanban_rank)) };
}
