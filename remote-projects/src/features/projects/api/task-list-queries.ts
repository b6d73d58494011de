// The task list's queries: its pages (an infinite query from offset 0 in steps of TASK_PAGE_SIZE) and its total.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Task } from 'tessera-contracts';
import type { TaskFilter } from './task-filters';
import { taskKeys } from './task-keys';
import { countTasks, fetchTasks, TASK_PAGE_SIZE } from './task-requests';

/** The offset of the page after `pages`; none once a page came back short (the end of the list). */
export function nextPageStart(lastPage: readonly Task[], pages: readonly (readonly Task[])[]): number | undefined {
  if (lastPage.length < TASK_PAGE_SIZE) return undefined;
  return pages.reduce((count, page) => count + page.length, 0);
}

/** The pages as one list, each task once: a task created between two page requests shifts the offsets by one. */
export function uniqueTasks(pages: readonly (readonly Task[])[]): Task[] {
  const byName = new Map<string, Task>();
  for (const task of pages.flat()) if (!byName.has(task.name)) byName.set(task.name, task);
  return [...byName.values()];
}

export const taskPagesQueryOptions = (filters: TaskFilter[]) =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchTasks(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageStart,
  });

export const taskCountQueryOptions = (filters: TaskFilter[]) =>
  queryOptions({
    queryKey: taskKeys.count(filters),
    queryFn: ({ signal }) => countTasks(filters, signal),
  });
