// The overview's completion trend: work tasks created and tasks done (by their one status) per week of the last
// weeks (@kits/api's task-activity.ts and done-dates.ts read the dates). The query keeps the weeks' counts.
import { queryOptions } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import { fetchDoneDates } from '@kits/api/done-dates';
import { fetchCreatedDates } from '@kits/api/task-activity';
import { completionTrend, type TrendWeek } from '../model/completion-trend';
import { dashboardKeys } from './dashboard-keys';

/** The weeks that start at `starts` (Mondays, YYYY-MM-DD, oldest first), read from the first one on. */
export function completionTrendQueryOptions(starts: readonly string[]) {
  const from = starts[0] ?? '';
  return queryOptions({
    queryKey: dashboardKeys.trend(from),
    queryFn: async ({ client, signal }): Promise<TrendWeek[]> => {
      const [created, completed] = await Promise.all([
        fetchCreatedDates(from, signal),
        fetchDoneDates(client, from, signal),
      ]);
      return completionTrend({ created, completed }, starts);
    },
    meta: persistedQueryMeta,
  });
}
