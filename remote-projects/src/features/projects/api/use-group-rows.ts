// One group's rows, a page at a time. A collapsed group asks for nothing.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { readableError } from 'shared-auth';
import type { Task } from 'tessera-contracts';
import type { TaskFilter } from './task-filters';
import { useStoredTasks } from '@projects/workspace/task-store';
import { groupRowsQueryOptions, uniqueNames } from './task-list-queries';

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

export function useGroupRows(filters: TaskFilter[], orderBy: string, enabled: boolean): GroupRows {
  const pages = useInfiniteQuery({ ...groupRowsQueryOptions(filters, orderBy), enabled });
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
