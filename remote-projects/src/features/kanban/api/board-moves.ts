// Where a card goes: the fields a move writes (its column's field and its new `kanban_position`, the midpoint
// of its new neighbours, or new positions for a few cards around it when its neighbours leave no room), for
// drops, the Move menu and quick add alike.
import type { Task } from 'tessera-contracts';
import { placeInColumn, positionBetween } from '../../../workspace/board-position';
import type { BoardColumn } from './board-columns';

/** Another card of the target column given a new position, so that the moved one fits where it was put. */
export interface Renumbered {
  task: Task;
  kanban_position: number;
}

export interface MovePlan {
  changes: Partial<Task>;
  /** Usually none; a few when the new neighbours share a position or have no gap left between them. */
  renumbered: Renumbered[];
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
  const order = [...others.slice(0, at), task, ...others.slice(at)];
  // Card order treats a missing position as 0 (compareCards), so the placing does too.
  const placed = placeInColumn(
    order.map((card) => card.kanban_position ?? 0),
    at,
  );
  let position = 0;
  const renumbered: Renumbered[] = [];
  placed.positions.forEach((kanban_position, offset) => {
    const card = order[placed.start + offset];
    if (card === task) position = kanban_position;
    else if (card && card.kanban_position !== kanban_position) renumbered.push({ task: card, kanban_position });
  });
  return {
    changes: { [column.field]: column.id, kanban_position: position },
    renumbered,
    place: at + 1,
    total: others.length + 1,
  };
}

/** The fields of a task added at the end of `column`. */
export function endOfColumn(column: BoardColumn, columnTasks: readonly Task[]): Partial<Task> {
  const last = columnTasks[columnTasks.length - 1];
  return { [column.field]: column.id, kanban_position: positionBetween(last?.kanban_position, null) };
}
