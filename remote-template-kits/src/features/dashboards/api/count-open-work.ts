// Who the open work is given to: every unfinished task's `_assign` (a JSON list of user ids, kept by Frappe's
// ToDo), read in one request and counted here, as the list API cannot group by the ids inside it. The query keeps
// the counts, not the rows.
import { queryOptions } from '@tanstack/react-query';
import { listDocs, persistedQueryMeta } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { UNFINISHED_TASKS } from '@kits/api/task-filters';
import { workloadOf, type Workload } from '../model/workload';
import { dashboardKeys } from './dashboard-keys';

export type TaskAssignment = Pick<Task, '_assign'>;

/** Every unfinished work task's assignees (not completed, cancelled or a template). */
export function fetchOpenAssignments(signal?: AbortSignal): Promise<TaskAssignment[]> {
  return listDocs<TaskAssignment>(
    'Task',
    { fields: ['_assign'], filters: [UNFINISHED_TASKS], limitPageLength: 0 },
    signal,
  );
}

export function workloadQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.workload(),
    queryFn: async ({ signal }): Promise<Workload> => workloadOf(await fetchOpenAssignments(signal)),
    meta: persistedQueryMeta,
  });
}
