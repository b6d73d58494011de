// The task figures behind the metric cards, each one count of what the signed-in user may read: open, completed
// and overdue by each task's one status (@kits/api/work-counts.ts), the others with Frappe's get_count.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { countDocs, dateSpanFilters, type FrappeFilters } from 'shared-auth';
import { addDays } from 'shared-ui';
import { dueBeforeDates } from '@kits/api/task-filters';
import { countDoneTasks, countUnfinishedTasks } from '@kits/api/work-counts';
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
export async function fetchTaskMetrics(
  client: QueryClient,
  userId: string,
  today: string,
  signal?: AbortSignal,
): Promise<TaskMetrics> {
  const weekStart = addDays(today, -6);
  const previousWeekStart = addDays(today, -13);
  const [total, open, completed, overdue, assignedToMe, createdThisWeek, createdLastWeek] = await Promise.all([
    countTasks(undefined, signal),
    countUnfinishedTasks(client, [], signal),
    countDoneTasks(client, [], signal),
    countUnfinishedTasks(client, dueBeforeDates(today), signal),
    // `_assign` is a JSON list of user ids; the quotes keep "ann@x" from matching "joann@x".
    countUnfinishedTasks(client, [['_assign', 'like', `%"${userId}"%`]], signal),
    countTasks(dateSpanFilters('creation', { from: weekStart }), signal),
    countTasks(dateSpanFilters('creation', { from: previousWeekStart, before: weekStart }), signal),
  ]);
  return { total, open, completed, overdue, assignedToMe, createdThisWeek, createdLastWeek };
}

export function taskMetricsQueryOptions(userId: string, today: string) {
  return queryOptions({
    queryKey: uikitsKeys.taskMetrics(userId, today),
    queryFn: ({ client, signal }) => fetchTaskMetrics(client, userId, today, signal),
  });
}
