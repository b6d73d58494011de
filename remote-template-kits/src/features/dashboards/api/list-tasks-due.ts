// The delivery dashboard's tasks due soon. Kept between visits (shared-auth's persisted queries).
import { queryOptions } from '@tanstack/react-query';
import { dateSpanFilters, listDocs, persistedQueryMeta, type FrappeFilters } from 'shared-auth';
import { addDays } from 'shared-ui';
import { UNFINISHED_TASKS } from '@kits/api/task-filters';
import { dashboardKeys } from './dashboard-keys';
import { DATED_LIST_LIMIT, DATED_TASK_FIELDS, type DatedTask } from './dated-tasks';

/** Unfinished tasks due between `from` and `to` (YYYY-MM-DD, both included): the list's and its count's filters. */
export function dueBetweenFilters(from: string, to: string): FrappeFilters {
  return [UNFINISHED_TASKS, ...dateSpanFilters('exp_end_date', { from, before: addDays(to, 1) })];
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

/** `from` and `to` are YYYY-MM-DD, both included. */
export function dueBetweenQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: dashboardKeys.dueBetween(from, to),
    queryFn: ({ signal }) => fetchTasksDueBetween(from, to, signal),
    meta: persistedQueryMeta,
  });
}
