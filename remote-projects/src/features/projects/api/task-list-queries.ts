// The task list's queries: the groups with their counts, each group's rows (an infinite query from offset 0 in
// steps of GROUP_PAGE_SIZE, its pages holding names of the task store's documents) and one task whole. The groups
// and rows are kept between visits (shared-auth's persisted queries), with the documents they name.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { persistedQueryMeta, receiveDocument } from 'shared-auth';
import { rememberTasks, taskStore } from '@projects/workspace/task-store';
import type { TaskGrouping } from '../model/list-params';
import { everyTaskGroup, groupsOf, type TaskGroup } from '../model/task-groups';
import type { TaskFilter } from './task-filters';
import { taskKeys } from './task-keys';
import { countTasks, fetchGroupCounts, fetchTask, fetchTaskPage, GROUP_PAGE_SIZE } from './task-requests';

/** The offset of the page after `pages`; none once a page came back short (the end of the group). */
export function nextPageStart(lastPage: readonly string[], pages: readonly (readonly string[])[]): number | undefined {
  if (lastPage.length < GROUP_PAGE_SIZE) return undefined;
  return pages.reduce((count, page) => count + page.length, 0);
}

/** The pages as one list, each task once: a task created between two page requests shifts the offsets by one. */
export function uniqueNames(pages: readonly (readonly string[])[]): string[] {
  return [...new Set(pages.flat())];
}

async function fetchGroups(grouping: TaskGrouping, filters: TaskFilter[], signal: AbortSignal): Promise<TaskGroup[]> {
  if (grouping === 'none') return everyTaskGroup(await countTasks(filters, signal));
  return groupsOf(grouping, await fetchGroupCounts(grouping, filters, signal));
}

export const taskGroupsQueryOptions = (grouping: TaskGrouping, filters: TaskFilter[]) =>
  queryOptions({
    queryKey: taskKeys.groups(grouping, filters),
    queryFn: ({ signal }) => fetchGroups(grouping, filters, signal),
    meta: persistedQueryMeta,
  });

export const groupRowsQueryOptions = (filters: TaskFilter[], orderBy: string) =>
  infiniteQueryOptions({
    queryKey: taskKeys.rows(filters, orderBy),
    queryFn: async ({ pageParam, signal, client }) =>
      rememberTasks(client, await fetchTaskPage(filters, orderBy, pageParam, signal)),
    initialPageParam: 0,
    getNextPageParam: nextPageStart,
    meta: persistedQueryMeta,
  });

/**
 * One task read whole (a list reads some fields only): into the store, and the query holds its name, so the drawer
 * shows the store's document once it has been read whole since it was asked.
 */
export const taskQueryOptions = (name: string) =>
  queryOptions({
    queryKey: taskKeys.task(name),
    queryFn: async ({ signal, client }): Promise<string> => {
      receiveDocument(client, taskStore, await fetchTask(name, signal));
      return name;
    },
  });
