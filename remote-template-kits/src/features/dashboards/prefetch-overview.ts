// The overview dashboard's first requests, started by the host when the app opens on `/dashboard/v1` (the
// route's `prefetch`): the same queries, under the same keys, that the page then finds in the shared cache.
import { queryClient } from 'shared-auth';
import { toIsoDate } from 'shared-ui';
import { taskCountsQueryOptions } from './api/count-tasks-by';
import { statusTallyQueryOptions } from './api/count-status-names';
import { weekChangesQueryOptions } from './api/use-week-changes';

export async function prefetchOverview(): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(statusTallyQueryOptions()),
    queryClient.prefetchQuery(taskCountsQueryOptions('priority')),
    queryClient.prefetchQuery(weekChangesQueryOptions(toIsoDate(new Date()))),
  ]);
}
