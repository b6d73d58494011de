// The task figures behind the metric cards, each one Frappe get_count on what the signed-in user may read.
import { queryOptions } from '@tanstack/react-query';
import { countDocs, dateSpanFilters, type FrappeFilters } from 'shared-auth';
import { addDays } from 'shared-ui';
import { overdueTaskFilters, UNFINISHED_TASKS } from '@kits/api/task-filters';
import { uikitsKeys } from './uikits-keys';

export interface TaskMetrics {
  total: number;
  /** Not completed, cancelled or a template. */
  open: number;
  completed: number;
  /** Open tasks whose expected end date is before today. */
  overdue: number;
  /** Open tasks assigned to the signed-in user. */
  assignedToMe: number;
  /** Tasks created in the last 7 days, today included. */
  createdThisWeek: number;
  /** Tasks created in the 7 days before those. */
  createdLastWeek: number;
}

const countTasks = (filters: FrappeFilters | undefined, signal?: AbortSignal) => countDocs('Task', filters, signal);

/** `today` is YYYY-MM-DD in the reader's calendar; `userId` is the Frappe user, as `_assign` lists it. */
export async function fetchTaskMetrics(userId: string, today: string, signal?: AbortSignal): Promise<TaskMetrics> {
  const weekStart = addDays(today, -6);
  const previousWeekStart = addDays(today, -13);
  const [total, open, completed, overdue, assignedToMe, createdThisWeek, createdLastWeek] = await Promise.all([
    countTasks(undefined, signal),
    countTasks([UNFINISHED_TASKS], signal),
    countTasks([['status', '=', 'Completed']], signal),
    countTasks(overdueTaskFilters(today), signal),
    // `_assign` is a JSON list of user ids; the quotes keep "ann@x" from matching "joann@x".
    countTasks([UNFINISHED_TASKS, ['_assign', 'like', `%"${userId}"%`]], signal),
    countTasks(dateSpanFilters('creation', { from: weekStart }), signal),
    countTasks(dateSpanFilters('creation', { from: previousWeekStart, before: weekStart }), signal),
  ]);
  return { total, open, completed, overdue, assignedToMe, createdThisWeek, createdLastWeek };
}

export function taskMetricsQueryOptions(userId: string, today: string) {
  return queryOptions({
    queryKey: uikitsKeys.taskMetrics(userId, today),
    queryFn: ({ signal }) => fetchTaskMetrics(userId, today, signal),
  });
}
