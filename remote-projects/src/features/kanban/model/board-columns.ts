// What the board's columns are and which tasks sit in each: a space's or project's board statuses (Puxeo
// Statuses, written to `puxeo_status`), ERPNext's fixed vocabulary of statuses or priorities, or on the board of
// every space the status names of every board (workspace/status-names.ts).
import { taskPalette } from 'shared-ui';
import { compareRanks, type PuxeoStatus, type StatusName, type Task, TASK_PRIORITIES } from 'tessera-contracts';

export const GROUPINGS = ['status', 'priority'] as const;
export type BoardGrouping = (typeof GROUPINGS)[number];

export function isBoardGrouping(value: unknown): value is BoardGrouping {
  return typeof value === 'string' && (GROUPINGS as readonly string[]).includes(value);
}

/**
 * The task field a column stands for, and so the field a move into it writes; `status_name`: a status name of
 * every board, written to each task's own board status of that name (statusNameWrite).
 */
export type ColumnField = 'puxeo_status' | 'status' | 'priority' | 'status_name';

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

/** The board of every space by status: a column per status name of every board, then ERPNext's. */
export function statusNameColumns(names: readonly StatusName[]): BoardColumn[] {
  return names.map((name) => ({
    id: name.key,
    label: name.label,
    field: 'status_name',
    color: name.color,
    palette: name.color ? null : taskPalette(name.label),
  }));
}

/**
 * The columns: by priority, the priorities; by status, the board statuses (a space or project board), or on the
 * board of every space (`boardStatuses` null) the status names of every board.
 */
export function boardColumns(
  grouping: BoardGrouping,
  boardStatuses: readonly PuxeoStatus[] | null,
  statusNames: readonly StatusName[] = [],
): BoardColumn[] {
  if (grouping === 'priority') return vocabularyColumns('priority', TASK_PRIORITIES);
  if (boardStatuses === null) return statusNameColumns(statusNames);
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

/** Which column a task's value names: its column field's value, or on status names its one status's name. */
export type ColumnOf = (task: Task) => string | null | undefined;

/**
 * Each column's tasks, in card order. A task whose value is no column's (no board status yet, or a value a
 * customised site added) sits in the first column, where new work starts, so no task is ever hidden.
 */
export function groupTasks(
  tasks: readonly Task[],
  columns: readonly BoardColumn[],
  columnOf?: ColumnOf,
): Map<string, Task[]> {
  const groups = new Map<string, Task[]>(columns.map((column) => [column.id, []]));
  const first = columns[0];
  if (!first) return groups;
  const field = first.field;
  const valueOf: ColumnOf = columnOf ?? ((task) => (field === 'status_name' ? null : task[field]));
  for (const task of tasks) {
    const value = valueOf(task);
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
