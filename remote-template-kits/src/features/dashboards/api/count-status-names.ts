// Work tasks counted by their one status, by name, with how many are done and cancelled (@kits/api's
// count-status-tally.ts). Kept between visits, as the other counts are.
import { queryOptions } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import { fetchStatusTally, type StatusTally } from '@kits/api/count-status-tally';
import { dashboardKeys } from './dashboard-keys';

export type { StatusTally };

export function statusTallyQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.statusNames(),
    queryFn: ({ client, signal }): Promise<StatusTally> => fetchStatusTally(client, signal),
    meta: persistedQueryMeta,
  });
}
