// The work tasks changed last, with who changed them and when, for the overview's recent activity.
import { queryOptions } from '@tanstack/react-query';
import { listDocs, persistedQueryMeta } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import { WORK_TASKS } from '@kits/api/task-filters';
import { dashboardKeys } from './dashboard-keys';

const TASK_FIELDS = [
  'name',
  'subject',
  'project',
  'status',
  'puxeo_status',
  'modified',
  'modified_by',
] as const satisfies ReadonlyArray<keyof Task>;

/** A task changed lately; `creation` (every document's) tells a new task from a changed one. */
export type ChangedTask = Pick<Task, (typeof TASK_FIELDS)[number]> & { creation: string };

/** As many as a dashboard card holds; the task list has the rest. */
export const RECENT_CHANGES_LIMIT = 8;

export function fetchRecentChanges(signal?: AbortSignal): Promise<ChangedTask[]> {
  return listDocs<ChangedTask>(
    'Task',
    {
      fields: [...TASK_FIELDS, 'creation'],
      filters: [WORK_TASKS],
      orderBy: 'modified desc',
      limitPageLength: RECENT_CHANGES_LIMIT,
    },
    signal,
  );
}

export function recentChangesQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.recentChanges(),
    queryFn: ({ signal }) => fetchRecentChanges(signal),
    meta: persistedQueryMeta,
  });
}
