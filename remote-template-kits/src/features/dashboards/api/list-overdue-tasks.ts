// The delivery dashboard's late tasks. Kept between visits (shared-auth's persisted queries).
import { queryOptions } from '@tanstack/react-query';
import { listDocs, persistedQueryMeta, type FrappeFilters } from 'shared-auth';
import { overdueTaskFilters } from '@kits/api/task-filters';
import { dashboardKeys } from './dashboard-keys';
import { DATED_LIST_LIMIT, DATED_TASK_FIELDS, type DatedTask } from './dated-tasks';

/** Unfinished tasks whose expected end date is before `today`. */
export function overdueFilters(today: string): FrappeFilters {
  return overdueTaskFilters(today);
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

export function overdueQueryOptions(today: string) {
  return queryOptions({
    queryKey: dashboardKeys.overdue(today),
    queryFn: ({ signal }) => fetchOverdueTasks(today, signal),
    meta: persistedQueryMeta,
  });
}
