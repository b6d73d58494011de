// The overview's late tasks: unfinished by their one status (@kits/api/unfinished-tasks.ts), judged by date
// rather than by ERPNext's Overdue status, which ERPNext only sets in a daily job. Kept between visits
// (shared-auth's persisted queries).
import { queryOptions } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import { dueBeforeDates } from '@kits/api/task-filters';
import { listAndCountUnfinishedTasks } from '@kits/api/unfinished-tasks';
import { dashboardKeys } from './dashboard-keys';
import { DATED_LIST_LIMIT, DATED_TASK_FIELDS, type DatedPage } from './dated-tasks';

/** Unfinished tasks whose expected end date is before `today`, the most late first, and how many. */
export function overdueQueryOptions(today: string) {
  return queryOptions({
    queryKey: dashboardKeys.overdue(today),
    queryFn: ({ client, signal }): Promise<DatedPage> =>
      listAndCountUnfinishedTasks(
        client,
        {
          fields: DATED_TASK_FIELDS,
          filters: dueBeforeDates(today),
          orderBy: 'exp_end_date asc',
          limit: DATED_LIST_LIMIT,
        },
        signal,
      ),
    meta: persistedQueryMeta,
  });
}
