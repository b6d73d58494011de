// The overview's tasks due soon: unfinished by their one status (@kits/api/unfinished-tasks.ts). Kept between
// visits (shared-auth's persisted queries).
import { queryOptions } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import { dueBetweenDates } from '@kits/api/task-filters';
import { listAndCountUnfinishedTasks } from '@kits/api/unfinished-tasks';
import { dashboardKeys } from './dashboard-keys';
import { DATED_LIST_LIMIT, DATED_TASK_FIELDS, type DatedPage } from './dated-tasks';

/** Unfinished tasks due between `from` and `to` (YYYY-MM-DD, both included), soonest first, and how many. */
export function dueBetweenQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: dashboardKeys.dueBetween(from, to),
    queryFn: ({ client, signal }): Promise<DatedPage> =>
      listAndCountUnfinishedTasks(
        client,
        {
          fields: DATED_TASK_FIELDS,
          filters: dueBetweenDates(from, to),
          orderBy: 'exp_end_date asc',
          limit: DATED_LIST_LIMIT,
        },
        signal,
      ),
    meta: persistedQueryMeta,
  });
}
