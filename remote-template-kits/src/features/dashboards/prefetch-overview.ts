// The overview dashboard's first requests, started by the host when the app opens on `/dashboard/v1` (the
// route's `prefetch`): the same queries, under the same keys, that the page then finds in the shared cache.
import { queryClient } from 'shared-auth';
import { toIsoDate } from 'shared-ui';
import { taskCountsQueryOptions } from './api/count-tasks-by';
import { weekChangesQueryOptions } from './api/use-week-changes';

export async function prefetchOverview(): Promise<void> {
  const [totalBefore, completedThisWeek] = weekChangesQueryOptions(toIsoDate(new Date()));
  await Promise.all([
    queryClient.prefetchQuery(taskCountsQueryOptions('status')),
    queryClient.prefetchQuery(taskCountsQueryOptions('priority')),
    queryClient.prefetchQuery(totalBefore),
    queryClient.prefetchQuery(completedThisWeek),
  ]);
}
