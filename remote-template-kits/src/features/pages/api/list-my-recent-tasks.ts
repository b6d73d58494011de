// The profile's activity: the tasks the signed-in user changed last, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDocs } from 'shared-auth';
import { pagesKeys } from './pages-keys';

export interface RecentTask {
  name: string;
  subject: string;
  status?: string | null;
  project?: string | null;
  /** `YYYY-MM-DD HH:MM:SS.ffffff`, the site's time. */
  modified: string;
}

/** How many changes the activity shows. */
export const RECENT_TASKS_SHOWN = 8;

export async function fetchMyRecentTasks(userId: string, signal?: AbortSignal): Promise<RecentTask[]> {
  return listDocs<RecentTask>(
    'Task',
    {
      fields: ['name', 'subject', 'status', 'project', 'modified'],
      filters: [['modified_by', '=', userId]],
      orderBy: 'modified desc',
      limitPageLength: RECENT_TASKS_SHOWN,
    },
    signal,
  );
}

export function myRecentTasksQueryOptions(userId: string) {
  return queryOptions({
    queryKey: pagesKeys.myRecentTasks(userId),
    queryFn: ({ signal }) => fetchMyRecentTasks(userId, signal),
  });
}

export function useMyRecentTasks(userId: string) {
  return useQuery(myRecentTasksQueryOptions(userId));
}
