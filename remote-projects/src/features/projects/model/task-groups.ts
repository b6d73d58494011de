// The list's groups: one per value of the grouped field, in the vocabulary's order (TASK_STATUSES or
// TASK_PRIORITIES), then values a customised site added, then tasks with the field unset. Groups without a task
// are left out.
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
const UNSET_LABEL: Readonly<Record<GroupField, string>> = { status: 'No status', priority: 'No priority' };

export function groupsOf(field: GroupField, counts: readonly GroupCount[]): TaskGroup[] {
  const known = ORDER[field];
  const rank = (value: string | null) => {
    if (value === null) return known.length + 1;
    const index = known.indexOf(value);
    return index < 0 ? known.length : index;
  };
  return counts
    .filter((entry) => entry.count > 0)
    .sort((a, b) => rank(a.value) - rank(b.value) || (a.value ?? '').localeCompare(b.value ?? ''))
    .map((entry) => ({
      key: entry.value ?? '',
      field,
      value: entry.value,
      label: entry.value ?? UNSET_LABEL[field],
      count: entry.count,
    }));
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
