// The figures on the profile: the signed-in user's tasks, each one Frappe get_count, and the projects they work in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { countDocs, listDocs, type FrappeFilters } from 'shared-auth';
import { overdueTaskFilters, UNFINISHED_TASKS } from '@kits/api/task-filters';
import { pagesKeys } from './pages-keys';

export interface MyTaskCounts {
  /** Assigned to the user, not completed, cancelled or a template. */
  open: number;
  /** Of those, past their expected end date. */
  overdue: number;
  /** Assigned to the user and completed. */
  completed: number;
  /** Projects holding any task assigned to the user. */
  projects: number;
}

/** `_assign` is a JSON list of user ids; the quotes keep "ann@x" from matching "joann@x". */
const assignedTo = (userId: string): [string, string, string] => ['_assign', 'like', `%"${userId}"%`];

/** `today` is YYYY-MM-DD in the reader's calendar. */
export async function fetchMyTaskCounts(userId: string, today: string, signal?: AbortSignal): Promise<MyTaskCounts> {
  const mine = assignedTo(userId);
  const count = (filters: FrappeFilters) => countDocs('Task', filters, signal);
  const [open, overdue, completed, projectRows] = await Promise.all([
    count([mine, UNFINISHED_TASKS]),
    count([mine, ...overdueTaskFilters(today)]),
    count([mine, ['status', '=', 'Completed']]),
    listDocs<{ project: string }>(
      'Task',
      { fields: ['project'], filters: [mine, ['project', 'is', 'set']], groupBy: 'project', limitPageLength: 0 },
      signal,
    ),
  ]);
  return { open, overdue, completed, projects: projectRows.length };
}

export function myTaskCountsQueryOptions(userId: string, today: string) {
  return queryOptions({
    queryKey: pagesKeys.myTaskCounts(userId, today),
    queryFn: ({ signal }) => fetchMyTaskCounts(userId, today, signal),
  });
}

export function useMyTaskCounts(userId: string, today: string) {
  return useQuery(myTaskCountsQueryOptions(userId, today));
}
