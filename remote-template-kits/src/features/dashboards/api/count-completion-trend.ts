// The overview's completion trend: work tasks created and tasks completed per week of the last weeks
// (@kits/api/task-activity.ts reads the dates). The query keeps the weeks' counts, not the dates.
import { queryOptions } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import { fetchTaskActivity } from '@kits/api/task-activity';
import { completionTrend, type TrendWeek } from '../model/completion-trend';
import { dashboardKeys } from './dashboard-keys';

/** The weeks that start at `starts` (Mondays, YYYY-MM-DD, oldest first), read from the first one on. */
export function completionTrendQueryOptions(starts: readonly string[]) {
  const from = starts[0] ?? '';
  return queryOptions({
    queryKey: dashboardKeys.trend(from),
    queryFn: async ({ signal }): Promise<TrendWeek[]> => completionTrend(await fetchTaskActivity(from, signal), starts),
    meta: persistedQueryMeta,
  });
}
