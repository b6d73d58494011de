// What the board's columns are and which tasks sit in each: a space's or project's board statuses (Puxeo
// Statuses, written to `puxeo_status`), or ERPNext's fixed vocabulary of statuses or priorities.
import { taskPalette } from 'shared-ui';
import { compareRanks, TASK_PRIORITIES, TASK_STATUSES, type PuxeoStatus, type Task } from 'tessera-contracts';

export const GROUPINGS = ['status', 'priority'] as const;
export type BoardGrouping = (typeof GROUPINGS)[number];

export function isBoardGrouping(value: unknown): value is BoardGrouping {
  return typeof value === 'string' && (GROUPINGS as readonly string[]).includes(value);
}

/** The task field a column stands for, and so the field a move into it writes. */
export type ColumnField = 'puxeo_status' | 'status' | 'priority';

export interface BoardColumn {
  /** The value written to `field` when a card moves here. */
  id: string;
  label: string;
  field: ColumnField;
  /** A board status's own colour (data from the API). */
  color: string | null;
  /** The theme palette of a status or priority of the fixed vocabulary. */
  palette: string | null;
}

function vocabularyColumns(field: 'status' | 'priority', values: readonly string[]): BoardColumn[] {
  return values.map((value) => ({ id: value, label: value, field, color: null, palette: taskPalette(value) }));
}

/** Statuses in their `position` order; the server sorts them too, but a missing position must not jump ahead. */
function byPosition(statuses: readonly PuxeoStatus[]): PuxeoStatus[] {
  const rank = (status: PuxeoStatus) => status.position ?? Number.POSITIVE_INFINITY;
  return statuses
    .map((status, index) => ({ status, index }))
    .sort((a, b) => rank(a.status) - rank(b.status) || a.index - b.index)
    .map(({ status }) => status);
}

/**
 * The columns: by priority, the priorities; by status, the board statuses when there are some (a space or
 * project board), else ERPNext's statuses (the board of every space).
 */
export function boardColumns(grouping: BoardGrouping, boardStatuses: readonly PuxeoStatus[] | null): BoardColumn[] {
  if (grouping === 'priority') return vocabularyColumns('priority', TASK_PRIORITIES);
  if (boardStatuses === null) return vocabularyColumns('status', TASK_STATUSES);
  return byPosition(boardStatuses).map((status) => ({
    id: status.name,
    label: status.name1,
    field: 'puxeo_status',
    color: status.color || null,
    palette: null,
  }));
}

/**
 * Order within a column: `kanban_rank` (none first, as the server sorts it), then name, so equal ranks still
 * sort the same everywhere.
 */
export function compareCards(a: Task, b: Task): number {
  return compareRanks(a.kanban_rank, b.kanban_rank) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/**
 * Each column's tasks, in card order. A task whose value is no column's (no board status yet, or a value a
 * customised site added) sits in the first column, where new work starts, so no task is ever hidden.
 */
export function groupTasks(tasks: readonly Task[], columns: readonly BoardColumn[]): Map<string, Task[]> {
  const groups = new Map<string, Task[]>(columns.map((column) => [column.id, []]));
  const first = columns[0];
  if (!first) return groups;
  for (const task of tasks) {
    const value = task[first.field];
    const group = (typeof value === 'string' && groups.get(value)) || groups.get(first.id);
    group?.push(task);
  }
  for (const group of groups.values()) group.sort(compareCards);
  return groups;
}

/**
 * `next`, with each column's list replaced by the `previous` one when it holds the same cards in the same order:
 * a move changes two columns, and the memoised columns whose list is the same object are not drawn again.
 */
export function reuseUnchangedColumns(
  previous: ReadonlyMap<string, readonly Task[]> | null,
  next: ReadonlyMap<string, readonly Task[]>,
): ReadonlyMap<string, readonly Task[]> {
  if (!previous) return next;
  const result = new Map<string, readonly Task[]>();
  for (const [column, tasks] of next) {
    const before = previous.get(column);
    const same = before !== undefined && before.length === tasks.length && before.every((task, i) => task === tasks[i]);
    result.set(column, same ? before : tasks);
  }
  return result;
}
