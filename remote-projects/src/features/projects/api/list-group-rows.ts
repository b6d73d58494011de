// One group's rows, an infinite query from offset 0 in steps of GROUP_PAGE_SIZE, its pages holding names of the task
// store's documents; kept between visits (shared-auth's persisted queries), with the documents they name. A
// collapsed group asks for nothing.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listDocs, persistedQueryMeta, readableError } from 'shared-auth';
import { type Task, TASK_LIST_FIELDS } from 'tessera-contracts';
import { useMemo } from 'react';
import { rememberTasks, useStoredTasks } from '@projects/workspace/task-store';
import type { TaskFilter } from './task-filters';
import { taskKeys } from './task-keys';

/**
 * The task list's fifteen fields (docs/product.md, Tasks), the board status and assignees a row shows, and the
 * version a write is based on.
 */
export const TASK_ROW_FIELDS = [...TASK_LIST_FIELDS, 'puxeo_status', '_assign', 'modified'] as const;

// Enough to fill a screen in each group; seven full groups stay a DOM a phone and axe handle quickly.
export const GROUP_PAGE_SIZE = 25;

/** One page of a group's tasks from `limitStart`; `orFilters`, any of which a task must match too. */
export function fetchTaskPage(
  filters: TaskFilter[],
  orderBy: string,
  limitStart: number,
  signal?: AbortSignal,
  orFilters: TaskFilter[] = [],
): Promise<Task[]> {
  return listDocs<Task>(
    'Task',
    {
      fields: TASK_ROW_FIELDS,
      filters,
      ...(orFilters.length > 0 ? { orFilters } : {}),
      orderBy,
      limitStart,
      limitPageLength: GROUP_PAGE_SIZE,
    },
    signal,
  );
}

/** The offset of the page after `pages`; none once a page came back short (the end of the group). */
export function nextPageStart(lastPage: readonly string[], pages: readonly (readonly string[])[]): number | undefined {
  if (lastPage.length < GROUP_PAGE_SIZE) return undefined;
  return pages.reduce((count, page) => count + page.length, 0);
}

/** The pages as one list, each task once: a task created between two page requests shifts the offsets by one. */
export function uniqueNames(pages: readonly (readonly string[])[]): string[] {
  return [...new Set(pages.flat())];
}

export const groupRowsQueryOptions = (filters: TaskFilter[], orderBy: string, orFilters: TaskFilter[] = []) =>
  infiniteQueryOptions({
    queryKey: taskKeys.rows(filters, orderBy, orFilters),
    queryFn: async ({ pageParam, signal, client }) =>
      rememberTasks(client, await fetchTaskPage(filters, orderBy, pageParam, signal, orFilters)),
    initialPageParam: 0,
    getNextPageParam: nextPageStart,
    meta: persistedQueryMeta,
  });

export interface GroupRows {
  phase: 'loading' | 'error' | 'ready';
  tasks: Task[];
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
  retry: () => void;
  loadMore: () => void;
}

export function useGroupRows(
  filters: TaskFilter[],
  orderBy: string,
  enabled: boolean,
  orFilters: TaskFilter[] = [],
): GroupRows {
  const pages = useInfiniteQuery({ ...groupRowsQueryOptions(filters, orderBy, orFilters), enabled });
  const names = useMemo(() => uniqueNames(pages.data?.pages ?? []), [pages.data]);
  const tasks = useStoredTasks(names) ?? [];
  let phase: GroupRows['phase'] = 'loading';
  if (pages.data !== undefined) phase = 'ready';
  else if (pages.isError) phase = 'error';
  return {
    phase,
    tasks,
    error: phase === 'error' ? readableError(pages.error) : null,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMoreError: pages.isFetchNextPageError ? readableError(pages.error) : null,
    retry: () => void pages.refetch(),
    loadMore: () => {
      if (!pages.isFetchingNextPage) void pages.fetchNextPage();
    },
  };
}
