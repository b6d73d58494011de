// The figures on the profile: the signed-in user's tasks, open, overdue and completed by each task's one status
// (@kits/api/work-counts.ts), and the projects they work in.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { listDocs } from 'shared-auth';
import { dueBeforeDates } from '@kits/api/task-filters';
import { countDoneTasks, countUnfinishedTasks } from '@kits/api/work-counts';
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
export async function fetchMyTaskCounts(
  client: QueryClient,
  userId: string,
  today: string,
  signal?: AbortSignal,
): Promise<MyTaskCounts> {
  const mine = assignedTo(userId);
  const [open, overdue, completed, projectRows] = await Promise.all([
    countUnfinishedTasks(client, [mine], signal),
    countUnfinishedTasks(client, [mine, ...dueBeforeDates(today)], signal),
    countDoneTasks(client, [mine], signal),
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
    queryFn: ({ client, signal }) => fetchMyTaskCounts(client, userId, today, signal),
  });
}

export function useMyTaskCounts(userId: string, today: string) {
  return useQuery(myTaskCountsQueryOptions(userId, today));
}
