// The task list as the page shows it: the pages and the total for one filter set, loaded together.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readableError } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import type { TaskFilter } from './task-filters';
import { taskCountQueryOptions, taskPagesQueryOptions, uniqueTasks } from './task-list-queries';

export type TaskListPhase = 'loading' | 'error' | 'ready';

export interface TaskList {
  phase: TaskListPhase;
  tasks: Task[];
  total: number;
  /** Why the first page or the total could not be loaded. */
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreError: string | null;
  retry: () => void;
  loadMore: () => void;
}

/**
 * Each filter set has its own queries, so an answer for earlier filters never replaces the current one.
 * Nothing is asked while `enabled` is false (the page does not know yet which tasks it lists).
 */
export function useTaskList(filters: TaskFilter[], enabled = true): TaskList {
  const pages = useInfiniteQuery({ ...taskPagesQueryOptions(filters), enabled });
  const count = useQuery({ ...taskCountQueryOptions(filters), enabled });
  const tasks = useMemo(() => uniqueTasks(pages.data?.pages ?? []), [pages.data]);

  const pagesFailed = pages.isError && pages.data === undefined;
  const countFailed = count.isError && count.data === undefined;
  let phase: TaskListPhase = 'loading';
  if (pages.data !== undefined && count.data !== undefined) phase = 'ready';
  else if (pagesFailed || countFailed) phase = 'error';
  const total = count.data ?? 0;

  return {
    phase,
    tasks,
    total,
    error: phase === 'error' ? readableError(pagesFailed ? pages.error : count.error) : null,
    hasMore: pages.hasNextPage && tasks.length < total,
    loadingMore: pages.isFetchingNextPage,
    loadMoreError: pages.isFetchNextPageError ? readableError(pages.error) : null,
    retry: () => {
      if (pagesFailed) void pages.refetch();
      if (countFailed) void count.refetch();
    },
    loadMore: () => {
      if (!pages.isFetchingNextPage) void pages.fetchNextPage();
    },
  };
}
