// The data of the overview dashboard (v1): task counts by status and by priority.
import { useQueries } from '@tanstack/react-query';
import { joinQueries, type JoinedQueries } from './join-queries';
import type { GroupCount } from './task-stats';
import { priorityCountsQueryOptions, statusCountsQueryOptions } from './task-stats-queries';

export interface TaskOverview {
  byStatus: GroupCount[];
  byPriority: GroupCount[];
}

export function useTaskOverview(): JoinedQueries<TaskOverview> {
  return useQueries({
    queries: [statusCountsQueryOptions(), priorityCountsQueryOptions()],
    combine: ([byStatus, byPriority]) =>
      joinQueries([byStatus, byPriority], () =>
        byStatus.data && byPriority.data ? { byStatus: byStatus.data, byPriority: byPriority.data } : undefined,
      ),
  });
}
