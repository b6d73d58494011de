// The list's groups: one per value of the grouped field, in the vocabulary's order (TASK_STATUSES or
// TASK_PRIORITIES), then values a customised site added, then tasks with the field unset. Groups without a task
// are left out, unless the page shows them so that a writer can add the first task to one (withAddableGroups).
import { TASK_PRIORITIES, TASK_STATUSES } from 'tessera-contracts';
import type { TaskFilter } from '../api/task-filters';

export type GroupField = 'status' | 'priority';

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
}

const ORDER: Readonly<Record<GroupField, readonly string[]>> = { status: TASK_STATUSES, priority: TASK_PRIORITIES };
// The values a person gives a task: Overdue is set by the server's scheduler, Template by ERPNext's templates.
const ADDABLE: Readonly<Record<GroupField, readonly string[]>> = {
  status: TASK_STATUSES.filter((status) => status !== 'Overdue' && status !== 'Template'),
  priority: TASK_PRIORITIES,
};
const UNSET_LABEL: Readonly<Record<GroupField, string>> = { status: 'No status', priority: 'No priority' };

function rankIn(field: GroupField) {
  const known = ORDER[field];
  const rank = (value: string | null) => {
    if (value === null) return known.length + 1;
    const index = known.indexOf(value);
    return index < 0 ? known.length : index;
  };
  return (a: string | null, b: string | null) => rank(a) - rank(b) || (a ?? '').localeCompare(b ?? '');
}

export function groupsOf(field: GroupField, counts: readonly GroupCount[]): TaskGroup[] {
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
export function withAddableGroups(field: GroupField, groups: readonly TaskGroup[]): TaskGroup[] {
  const present = new Set(groups.map((group) => group.value));
  const empty: TaskGroup[] = ADDABLE[field]
    .filter((value) => !present.has(value))
    .map((value) => ({ key: value, field, value, label: value, count: 0 }));
  const compare = rankIn(field);
  return [...groups, ...empty].sort((a, b) => compare(a.value, b.value));
}

/** A group for each value of the field's vocabulary, its count not known yet (0). */
export function vocabularyGroups(field: GroupField): TaskGroup[] {
  return ORDER[field].map((value) => ({ key: value, field, value, label: value, count: 0 }));
}

/** The single group of "Group by: None". */
export function everyTaskGroup(count: number): TaskGroup[] {
  return count > 0 ? [{ key: 'all', field: null, value: null, label: 'All tasks', count }] : [];
}

/** The filter that narrows a list to one group's tasks (none for the group of every task). */
export function groupFilter(group: TaskGroup): TaskFilter[] {
  if (group.field === null) return [];
  if (group.value === null) return [[group.field, 'is', 'not set']];
  return [[group.field, '=', group.value]];
}
