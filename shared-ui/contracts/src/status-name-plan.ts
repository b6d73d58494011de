// The list of every space grouped by each task's one status, by name (status-names.ts). Frappe groups
// and filters by fields, not by what a task shows, so a name's tasks are read with a filter plan: `filters` keep
// out the boards without that name and the board statuses of other names; `or_filters` take the statuses of that
// name, the boards whose first status it is (a task with none of its board's statuses shows the first), or ERPNext's
// status of that name (as a site spells it: it may add its own). Filters cannot say "this status, but only on that
// board", so the grouped counts adjust a name's plan: a board status of another name that some of the name's tasks
// hold from another board (a task moved, a status moved) is not kept out, and the tasks the plan then takes that
// show another status (strays) are left out by name.
import { boardStatusesOf, shownStatusOf } from './board-status';
import { statusNameKey, statusNamesOf, type BoardOwner, type StatusName } from './status-names';
import { TASK_STATUSES } from './task';
import type { PuxeoStatus, Space } from './workspace';

/** A Frappe list filter: `[field, operator, value]`. */
export type TaskFilter = [string, string, unknown];

/** The board statuses of each project that has them (boardStatusesOf), in order. */
export type ProjectBoards = ReadonlyMap<string, readonly PuxeoStatus[]>;

/** What grouping every space's tasks by status name needs: the names, in order, and each project's board. */
export interface StatusNameScope {
  names: readonly StatusName[];
  boards: ProjectBoards;
}

export function statusNameScopeOf<Owner extends BoardOwner>(
  spaces: readonly Pick<Space, 'name'>[],
  projects: readonly Owner[],
  statuses: readonly PuxeoStatus[],
): StatusNameScope {
  const boards = new Map<string, readonly PuxeoStatus[]>();
  for (const project of projects) {
    const board = boardStatusesOf(project, statuses);
    if (board.length > 0) boards.set(project.name, board);
  }
  return { names: statusNamesOf(spaces, projects, statuses), boards };
}

/** One row of the count grouped by project, board status and ERPNext status; null for an unset field. */
export interface StatusCombination {
  project: string | null;
  puxeoStatus: string | null;
  status: string | null;
  count: number;
}

/** The count behind StatusCombination rows: Frappe's list fields and group by (frappe.desk.reportview.get). */
export const STATUS_COMBINATION_FIELDS = ['project', 'puxeo_status', 'status', 'count(name) as count'] as const;
export const STATUS_COMBINATION_GROUP_BY = 'project, puxeo_status, status';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** One row of that count as a StatusCombination. */
export function statusCombinationOf(row: Partial<Record<string, unknown>>): StatusCombination {
  return {
    project: text(row.project),
    puxeoStatus: text(row.puxeo_status),
    status: text(row.status),
    count: Number(row.count) || 0,
  };
}

export interface FilterPlan {
  filters: TaskFilter[];
  orFilters: TaskFilter[];
}

/** The ERPNext status values named `key` that a site has: TASK_STATUSES's, or any a task holds (`statuses`). */
function erpStatusesNamed(key: string, statuses: readonly (string | null)[]): string[] {
  const values = new Set<string>(TASK_STATUSES.filter((candidate) => statusNameKey(candidate) === key));
  for (const value of statuses) if (value !== null && statusNameKey(value) === key) values.add(value);
  return [...values];
}

/**
 * The filter plan for the tasks whose one status is named `key` (before the exceptions are left out). `statuses`:
 * ERPNext status values tasks hold, for the ones a site added to TASK_STATUSES.
 */
export function statusNamePlan(
  key: string,
  boards: ProjectBoards,
  statuses: readonly (string | null)[] = [],
): FilterPlan {
  const lacking: string[] = [];
  const firstNamed: string[] = [];
  const named = new Set<string>();
  const others = new Set<string>();
  for (const [project, board] of boards) {
    if (!board.some((status) => statusNameKey(status.name1) === key)) lacking.push(project);
    if (board[0] && statusNameKey(board[0].name1) === key) firstNamed.push(project);
    for (const status of board) (statusNameKey(status.name1) === key ? named : others).add(status.name);
  }
  const filters: TaskFilter[] = [];
  if (lacking.length > 0) filters.push(['project', 'not in', lacking]);
  if (others.size > 0) filters.push(['puxeo_status', 'not in', [...others]]);
  const orFilters: TaskFilter[] = [];
  if (named.size > 0) orFilters.push(['puxeo_status', 'in', [...named]]);
  if (firstNamed.length > 0) orFilters.push(['project', 'in', firstNamed]);
  const erpStatuses = erpStatusesNamed(key, statuses);
  if (erpStatuses.length === 1) orFilters.push(['status', '=', erpStatuses[0]]);
  if (erpStatuses.length > 1) orFilters.push(['status', 'in', erpStatuses]);
  // No term can match: an or_filters list left empty would match every task.
  if (orFilters.length === 0) orFilters.push(['name', 'in', []]);
  // One term is a filter like the others (as where no space has board statuses).
  if (orFilters.length === 1) return { filters: [...filters, ...orFilters], orFilters: [] };
  return { filters, orFilters };
}

const FIELD_OF: Readonly<Record<string, keyof StatusCombination>> = {
  project: 'project',
  puxeo_status: 'puxeoStatus',
  status: 'status',
};

/** Whether a task of `combination` meets one filter, as Frappe compares: an unset field is '' but for `is`. */
function meets(filter: TaskFilter, combination: StatusCombination): boolean {
  const [field, operator, value] = filter;
  const property = FIELD_OF[field];
  // Names are not in a combination: only "in nothing" (the plan that takes nothing) is known to fail.
  if (property === undefined) return !(operator === 'in' && Array.isArray(value) && value.length === 0);
  const cell = (combination[property] as string | null) ?? '';
  if (operator === 'is') return value === 'set' ? cell !== '' : cell === '';
  if (operator === '=') return cell === value;
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  if (operator === 'in') return list.includes(cell);
  if (operator === 'not in') return !list.includes(cell);
  throw new Error(`A status-name plan has no “${operator}” filter`);
}

/** Whether Frappe's list, read with `plan`, takes the tasks of one combination (filters on names aside). */
export function planTakesCombination(plan: FilterPlan, combination: StatusCombination): boolean {
  return (
    plan.filters.every((filter) => meets(filter, combination)) &&
    (plan.orFilters.length === 0 || plan.orFilters.some((filter) => meets(filter, combination)))
  );
}

/** Whether the plan for `key` (statusNamePlan) takes the tasks of one combination, as Frappe would. */
export function planTakes(key: string, boards: ProjectBoards, combination: StatusCombination): boolean {
  return planTakesCombination(statusNamePlan(key, boards), combination);
}

/** The plan with some board statuses no longer kept out (its `puxeo_status not in` filter without them). */
function keepingIn(plan: FilterPlan, statuses: ReadonlySet<string>): FilterPlan {
  if (statuses.size === 0) return plan;
  const filters = plan.filters.flatMap((filter): TaskFilter[] => {
    const [field, operator, value] = filter;
    if (field !== 'puxeo_status' || operator !== 'not in' || !Array.isArray(value)) return [filter];
    const kept = (value as string[]).filter((status) => !statuses.has(status));
    return kept.length > 0 ? [[field, operator, kept]] : [];
  });
  return { ...plan, filters };
}

/**
 * The plan that takes every task of the combinations showing `key` (statusNamePlan, with the board statuses of other
 * names such tasks hold from another board kept in).
 */
export function statusNamePlanOf(
  key: string,
  boards: ProjectBoards,
  combinations: readonly StatusCombination[],
): FilterPlan {
  const plan = statusNamePlan(
    key,
    boards,
    combinations.map((combination) => combination.status),
  );
  const heldFromElsewhere = new Set<string>();
  for (const combination of combinations) {
    if (combination.count === 0 || combination.puxeoStatus === null) continue;
    if (combinationKey(boards, combination) !== key || planTakesCombination(plan, combination)) continue;
    heldFromElsewhere.add(combination.puxeoStatus);
  }
  return keepingIn(plan, heldFromElsewhere);
}

/** The one status the tasks of a combination show, as spelt (shownStatusOf); null for none. */
function shownNameOf(boards: ProjectBoards, combination: StatusCombination): string | null {
  const statuses = (combination.project ? boards.get(combination.project) : undefined) ?? [];
  const shown = shownStatusOf({ status: combination.status ?? '', puxeo_status: combination.puxeoStatus }, statuses);
  return shown.kind === 'board' ? shown.status.name1 : shown.value;
}

/** The name key of the one status the tasks of a combination show (statusNameKeyOf). */
export function combinationKey(boards: ProjectBoards, combination: StatusCombination): string | null {
  const shown = shownNameOf(boards, combination);
  return shown === null ? null : statusNameKey(shown);
}

/** A status name and how many tasks show it. */
export interface StatusNameTotal {
  name: StatusName;
  count: number;
}

/** A count per status name with tasks, in the names' order (unknown names last, as a task shows them). */
export function countByStatusName(
  names: readonly StatusName[],
  boards: ProjectBoards,
  combinations: readonly StatusCombination[],
): StatusNameTotal[] {
  const known = new Map(names.map((name) => [name.key, name]));
  const counts = new Map<string, number>();
  const labels = new Map<string, string>();
  for (const combination of combinations) {
    const shown = shownNameOf(boards, combination);
    if (shown === null) continue;
    const key = statusNameKey(shown);
    counts.set(key, (counts.get(key) ?? 0) + combination.count);
    if (!known.has(key) && !labels.has(key)) labels.set(key, shown);
  }
  const ordered = [...names, ...[...labels].map(([key, label]) => ({ key, label, color: null }) satisfies StatusName)];
  return ordered
    .filter((name) => (counts.get(name.key) ?? 0) > 0)
    .map((name) => ({ name, count: counts.get(name.key) ?? 0 }));
}

export interface StatusNameCount extends StatusNameTotal {
  /** What the name's tasks are read with (statusNamePlanOf): with `strays` left out, exactly those counted. */
  plan: FilterPlan;
  /** The combinations the plan takes that show another status: their tasks are left out by name. */
  strays: StatusCombination[];
}

/** countByStatusName, each name with its plan and the combinations that plan would wrongly take. */
export function statusNameCounts(
  names: readonly StatusName[],
  boards: ProjectBoards,
  combinations: readonly StatusCombination[],
): StatusNameCount[] {
  return countByStatusName(names, boards, combinations).map(({ name, count }) => {
    const plan = statusNamePlanOf(name.key, boards, combinations);
    return {
      name,
      count,
      plan,
      strays: combinations.filter(
        (combination) =>
          combination.count > 0 &&
          planTakesCombination(plan, combination) &&
          combinationKey(boards, combination) !== name.key,
      ),
    };
  });
}

/** The filter that reads the tasks of one combination. */
export function combinationFilters(combination: StatusCombination): TaskFilter[] {
  const exact = (field: string, value: string | null): TaskFilter =>
    value === null ? [field, 'is', 'not set'] : [field, '=', value];
  return [
    exact('project', combination.project),
    exact('puxeo_status', combination.puxeoStatus),
    exact('status', combination.status),
  ];
}

/** The plan with the named tasks left out. */
export function withoutTasks(plan: FilterPlan, names: readonly string[]): FilterPlan {
  return names.length > 0 ? { ...plan, filters: [...plan.filters, ['name', 'not in', [...names]]] } : plan;
}
