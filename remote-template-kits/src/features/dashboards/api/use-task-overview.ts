// The data of the overview dashboard (v1): task counts by status and by priority.
import { useQueries } from '@tanstack/react-query';
import { joinQueries, type JoinedQueries } from './join-queries';
import { taskCountsQueryOptions, type GroupCount } from './count-tasks-by';

export interface TaskOverview {
  byStatus: GroupCount[];
  byPriority: GroupCount[];
}

export function useTaskOverview(): JoinedQueries<TaskOverview> {
  return useQueries({
    queries: [taskCountsQueryOptions('status'), taskCountsQueryOptions('priority')],
    combine: ([byStatus, byPriority]) =>
      joinQueries([byStatus, byPriority], () =>
        byStatus.data && byPriority.data ? { byStatus: byStatus.data, byPriority: byPriority.data } : undefined,
      ),
  });
}
