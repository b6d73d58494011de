// Tasks whose subject or id contains the query, newest first. A task opens in the task list's drawer.
import { listDocs } from 'shared-auth';
import { taskHref } from '@kits/paths';
import { containsPattern, SEARCH_GROUP_LIMIT, toAnswer, type SearchAnswer } from './search-types';

interface TaskRow {
  name: string;
  subject: string;
  status?: string | null;
}

export async function searchTasks(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const pattern = containsPattern(query);
  const rows = await listDocs<TaskRow>(
    'Task',
    {
      fields: ['name', 'subject', 'status'],
      orFilters: [
        ['subject', 'like', pattern],
        ['name', 'like', pattern],
      ],
      orderBy: 'creation desc',
      limitPageLength: SEARCH_GROUP_LIMIT + 1,
    },
    signal,
  );
  return toAnswer(rows, (task) => ({
    id: task.name,
    title: task.subject,
    detail: task.name,
    href: taskHref(task.name),
    status: task.status ?? undefined,
  }));
}
