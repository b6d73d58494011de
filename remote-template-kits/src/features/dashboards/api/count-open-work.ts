// Who the open work is given to: every unfinished task's `_assign` (a JSON list of user ids, kept by Frappe's
// ToDo), read in one request and counted here, as the list API cannot group by the ids inside it. Unfinished by a
// task's one status (@kits/api/unfinished-tasks.ts). The query keeps the counts, not the rows.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { listUnfinishedTasks } from '@kits/api/unfinished-tasks';
import { workloadOf, type Workload } from '../model/workload';
import { dashboardKeys } from './dashboard-keys';

export type TaskAssignment = Pick<Task, '_assign'>;

/** Every unfinished work task's assignees. */
export function fetchOpenAssignments(client: QueryClient, signal?: AbortSignal): Promise<TaskAssignment[]> {
  return listUnfinishedTasks<TaskAssignment>(client, { fields: ['_assign'], limit: 0 }, signal);
}

export function workloadQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.workload(),
    queryFn: async ({ client, signal }): Promise<Workload> => workloadOf(await fetchOpenAssignments(client, signal)),
    meta: persistedQueryMeta,
  });
}
