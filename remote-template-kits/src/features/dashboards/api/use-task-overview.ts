// The data of the overview dashboard (v1): work tasks counted by their one status, by name, and by priority.
import { useQueries } from '@tanstack/react-query';
import { joinQueries, type JoinedQueries } from './join-queries';
import { taskCountsQueryOptions, type GroupCount } from './count-tasks-by';
import { statusTallyQueryOptions, type StatusTally } from './count-status-names';

export interface TaskOverview {
  byStatus: StatusTally;
  byPriority: GroupCount[];
}

export function useTaskOverview(): JoinedQueries<TaskOverview> {
  return useQueries({
    queries: [statusTallyQueryOptions(), taskCountsQueryOptions('priority')],
    combine: ([byStatus, byPriority]) =>
      joinQueries([byStatus, byPriority], () =>
        byStatus.data && byPriority.data ? { byStatus: byStatus.data, byPriority: byPriority.data } : undefined,
      ),
  });
}
