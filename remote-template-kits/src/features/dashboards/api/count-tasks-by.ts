// Tasks counted by status, priority or project, for both dashboards (which share the counts they both show). Kept
// between visits (shared-auth's persisted queries): a returning user sees the last counts at once.
import { queryOptions } from '@tanstack/react-query';
import { persistedQueryMeta } from 'shared-auth';
import { fetchTaskCountsBy, type TaskGroupField } from '@kits/api/count-tasks-by';
import { WORK_TASKS } from '@kits/api/task-filters';
import { dashboardKeys } from './dashboard-keys';

export type { GroupCount } from '@kits/api/count-tasks-by';

/** The fields the dashboards count tasks by. */
export type GroupField = Extract<TaskGroupField, 'status' | 'priority' | 'project'>;

export function taskCountsQueryOptions(field: GroupField) {
  return queryOptions({
    queryKey: dashboardKeys.counts(field),
    queryFn: ({ signal }) => fetchTaskCountsBy(field, signal, [WORK_TASKS]),
    meta: persistedQueryMeta,
  });
}
