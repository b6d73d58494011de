// The list's groups: one per value of the grouped field, in the vocabulary's order (TASK_STATUSES or
// TASK_PRIORITIES), then values a customised site added, then tasks with the field unset. A space with board
// statuses groups by them instead (`puxeo_status`, in their order), as its board does. Groups without a task
// are left out, unless the page shows them so that a writer can add the first task to one (withAddableGroups).
import {
  type FilterPlan,
  type ProjectBoards,
  type PuxeoStatus,
  type StatusName,
  statusNamePlan,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from 'tessera-contracts';
import type { TaskFilter } from '../api/task-filters';

/** `status_name`: the list of every space, by each task's one status by name (status-name-plan.ts). */
export type GroupField = 'status' | 'priority' | 'puxeo_status' | 'status_name';

/** One group of a `group_by` count; `value` is null for tasks with the field unset. */
export interface GroupCount {
  value: string | null;
  count: number;
}

export interface TaskGroup {
  /** Stable across renders and distinct from every value ('' stands for unset). */
  key: string;
  field: GroupField | null;
  /** The value its tasks have (and a task added to it takes); null: unset, or the one group of every task. */
  value: string | null;
  label: string;
  count: number;
  /** A board status's own colour (data from the API). */
  color?: string | null;
  /** A `status_name` group's name and the plan its tasks are read with. */
  statusName?: { name: StatusName; plan: FilterPlan };
  /**
   * Every space's list filtered by a status name, grouped by another field (or none): that name's plan, its strays
   * left out, which the group's own filter narrows.
   */
  statusFilter?: FilterPlan;
}

type VocabularyField = Exclude<GroupField, 'puxeo_status' | 'status_name'>;

const ORDER: Readonly<Record<VocabularyField, readonly string[]>> = {
  status: TASK_STATUSES,
  priority: TASK_PRIORITIES,
};
// The values a person gives a task: Overdue is set by the server's scheduler, Template by ERPNext's templates.
const ADDABLE: Readonly<Record<VocabularyField, readonly string[]>> = {
  status: TASK_STATUSES.filter((status) => status !== 'Overdue' && status !== 'Template'),
  priority: TASK_PRIORITIES,
};
const UNSET_LABEL: Readonly<Record<VocabularyField, string>> = { status: 'No status', priority: 'No priority' };

function rankIn(field: VocabularyField) {
  const known = ORDER[field];
  const rank = (value: string | null) => {
    if (value === null) return known.length + 1;
    const index = known.indexOf(value);
    return index < 0 ? known.length : index;
  };
  return (a: string | null, b: string | null) => rank(a) - rank(b) || (a ?? '').localeCompare(b ?? '');
}

/**
 * A group per board status, in order, even those without a task. A task with none of them (or one of another
 * board's) counts in the first, where its board shows it.
 */
export function boardStatusGroups(statuses: readonly PuxeoStatus[], counts: readonly GroupCount[]): TaskGroup[] {
  const known = new Set(statuses.map((status) => status.name));
  const countOf = new Map<string | null, number>();
  for (const { value, count } of counts) {
    const into = value !== null && known.has(value) ? value : (statuses[0]?.name ?? null);
    countOf.set(into, (countOf.get(into) ?? 0) + count);
  }
  return statuses.map((status) => ({
    key: status.name,
    field: 'puxeo_status',
    value: status.name,
    label: status.name1,
    count: countOf.get(status.name) ?? 0,
    color: status.color || null,
  }));
}

export function statusNameGroup(name: StatusName, count: number, plan: FilterPlan): TaskGroup {
  return {
    key: name.key,
    field: 'status_name',
    value: name.key,
    label: name.label,
    count,
    color: name.color,
    statusName: { name, plan },
  };
}

/**
 * The status-name groups with an empty one added, in the names' order, for each name a person could give a task
 * and none has (ERPNext's Overdue and Template are the server's).
 */
export function withStatusNameGroups(
  groups: readonly TaskGroup[],
  names: readonly StatusName[],
  boards: ProjectBoards,
): TaskGroup[] {
  const byKey = new Map(groups.map((group) => [group.key, group]));
  const addable = names.filter((name) => name.color !== null || ADDABLE.status.includes(name.label));
  const ordered = addable.map(
    (name) => byKey.get(name.key) ?? statusNameGroup(name, 0, statusNamePlan(name.key, boards)),
  );
  const shown = new Set(ordered.map((group) => group.key));
  return [...ordered, ...groups.filter((group) => !shown.has(group.key))];
}

export function groupsOf(field: VocabularyField, counts: readonly GroupCount[]): TaskGroup[] {
  const compare = rankIn(field);
  return counts
    .filter((entry) => entry.count > 0)
    .sort((a, b) => compare(a.value, b.value))
    .map((entry) => ({
      key: entry.value ?? '',
      field,
      value: entry.value,
      label: entry.value ?? UNSET_LABEL[field],
      count: entry.count,
    }));
}

/** The groups with an empty one added, in its place, for each value a person could give a task and none has. */
export function withAddableGroups(
  field: GroupField,
  groups: readonly TaskGroup[],
  boardStatuses: readonly PuxeoStatus[] = [],
): TaskGroup[] {
  if (field === 'puxeo_status') return boardStatusGroups(boardStatuses, groups);
  if (field === 'status_name') return [...groups];
  const present = new Set(groups.map((group) => group.value));
  const empty: TaskGroup[] = ADDABLE[field]
    .filter((value) => !present.has(value))
    .map((value) => ({ key: value, field, value, label: value, count: 0 }));
  const compare = rankIn(field);
  return [...groups, ...empty].sort((a, b) => compare(a.value, b.value));
}

/** A group for each value of the field's vocabulary, its count not known yet (0). */
export function vocabularyGroups(field: VocabularyField): TaskGroup[] {
  return ORDER[field].map((value) => ({ key: value, field, value, label: value, count: 0 }));
}

/** The single group of "Group by: None". */
export function everyTaskGroup(count: number): TaskGroup[] {
  return count > 0 ? [{ key: 'all', field: null, value: null, label: 'All tasks', count }] : [];
}

/**
 * The filter for the tasks in one board status (boardStatusGroups): in the first, also those with none of
 * `statuses` (Frappe's "not in" counts an unset field as ''); none when the board has that one status only.
 */
export function boardStatusFilter(statuses: readonly string[], value: string): TaskFilter[] {
  if (value !== statuses[0]) return [['puxeo_status', '=', value]];
  const others = statuses.slice(1);
  return others.length > 0 ? [['puxeo_status', 'not in', others]] : [];
}

/**
 * The filter that narrows a list to one group's tasks (none for the group of every task); `boardStatuses`, the
 * names of the statuses a `puxeo_status` group is one of.
 */
export function groupFilter(group: TaskGroup, boardStatuses: readonly string[] = []): TaskFilter[] {
  return [...ownGroupFilter(group, boardStatuses), ...(group.statusFilter?.filters ?? [])];
}

function ownGroupFilter(group: TaskGroup, boardStatuses: readonly string[]): TaskFilter[] {
  if (group.statusName) return group.statusName.plan.filters;
  if (group.field === null || group.field === 'status_name') return [];
  if (group.field === 'puxeo_status' && group.value !== null) return boardStatusFilter(boardStatuses, group.value);
  if (group.value === null) return [[group.field, 'is', 'not set']];
  return [[group.field, '=', group.value]];
}

/** The or_filters a group's tasks are read with: its status name's plan's; none for the others. */
export function groupOrFilters(group: TaskGroup): TaskFilter[] {
  return group.statusName?.plan.orFilters ?? group.statusFilter?.orFilters ?? [];
}

/** The groups of another field, narrowed to the tasks of a status name's plan (`statusFilter`). */
export function withStatusFilter(groups: readonly TaskGroup[], plan: FilterPlan): TaskGroup[] {
  return groups.map((group) => ({ ...group, statusFilter: plan }));
}
