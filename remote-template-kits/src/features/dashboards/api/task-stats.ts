// The Task requests behind the dashboards: counts grouped by a field, lists by due date, hours by department.
import { dateSpanFilters, listDocs, type FrappeFilters } from 'shared-auth';
import { addDays } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { fetchTaskCountsBy, type GroupCount, type TaskGroupField } from '@kits/api/count-tasks-by';
import { overdueTaskFilters, UNFINISHED_TASKS } from '@kits/api/task-filters';

export type { GroupCount } from '@kits/api/count-tasks-by';

const DATED_TASK_FIELDS = [
  'name',
  'subject',
  'project',
  'status',
  'priority',
  'department',
  'exp_end_date',
] as const satisfies ReadonlyArray<keyof Task>;

/** A task in the due-soon and overdue lists. */
export type DatedTask = Pick<Task, (typeof DATED_TASK_FIELDS)[number]>;

export interface DepartmentHours {
  /** null: tasks without a department. */
  department: string | null;
  hours: number;
}

/** The lists show the most pressing tasks; more would not fit a dashboard card. */
export const DATED_LIST_LIMIT = 50;

/** The fields the dashboards count tasks by. */
export type GroupField = Extract<TaskGroupField, 'status' | 'priority'>;

export function fetchStatusCounts(signal?: AbortSignal): Promise<GroupCount[]> {
  return fetchTaskCountsBy('status', signal);
}

export function fetchPriorityCounts(signal?: AbortSignal): Promise<GroupCount[]> {
  return fetchTaskCountsBy('priority', signal);
}

/** Unfinished tasks due between `from` and `to` (YYYY-MM-DD, both included): the list's and its count's filters. */
export function dueBetweenFilters(from: string, to: string): FrappeFilters {
  return [UNFINISHED_TASKS, ...dateSpanFilters('exp_end_date', { from, before: addDays(to, 1) })];
}

/** Unfinished tasks whose expected end date is before `today`. */
export function overdueFilters(today: string): FrappeFilters {
  return overdueTaskFilters(today);
}

/** Unfinished tasks whose expected end date is between `from` and `to` (YYYY-MM-DD, both included), soonest first. */
export function fetchTasksDueBetween(from: string, to: string, signal?: AbortSignal): Promise<DatedTask[]> {
  return listDocs<DatedTask>(
    'Task',
    {
      fields: DATED_TASK_FIELDS,
      filters: dueBetweenFilters(from, to),
      orderBy: 'exp_end_date asc',
      limitPageLength: DATED_LIST_LIMIT,
    },
    signal,
  );
}

/**
 * Unfinished tasks whose expected end date is before `today`, the most late first. Judged by date rather than by
 * the Overdue status, which ERPNext only sets in a daily job.
 */
export function fetchOverdueTasks(today: string, signal?: AbortSignal): Promise<DatedTask[]> {
  return listDocs<DatedTask>(
    'Task',
    {
      fields: DATED_TASK_FIELDS,
      filters: overdueFilters(today),
      orderBy: 'exp_end_date asc',
      limitPageLength: DATED_LIST_LIMIT,
    },
    signal,
  );
}

/** Expected hours of unfinished tasks, summed per department by the server. */
export async function fetchUnfinishedHoursByDepartment(signal?: AbortSignal): Promise<DepartmentHours[]> {
  const rows = await listDocs<{ department?: string | null; hours?: number | string | null }>(
    'Task',
    {
      fields: ['department', 'sum(expected_time) as hours'],
      filters: [UNFINISHED_TASKS],
      groupBy: 'department',
      limitPageLength: 0,
    },
    signal,
  );
  // An empty department and an unset one are both "no department": one group.
  const hours = new Map<string | null, number>();
  for (const row of rows) {
    const department = row.department ? row.department : null;
    hours.set(department, (hours.get(department) ?? 0) + (Number(row.hours) || 0));
  }
  return [...hours].map(([department, total]) => ({ department, hours: total }));
}
