// The overview's tasks-by-project chart: the counts by project id, named by the projects read.
import { useQueries } from '@tanstack/react-query';
import { projectChartData } from '../model/project-counts';
import type { ChartDatum } from '../model/task-counts';
import { taskCountsQueryOptions } from './count-tasks-by';
import { joinQueries, type JoinedQueries } from './join-queries';
import { projectBoardsQueryOptions } from '@kits/api/list-projects';

export function useTasksByProject(): JoinedQueries<ChartDatum[]> {
  return useQueries({
    queries: [taskCountsQueryOptions('project'), projectBoardsQueryOptions()],
    combine: ([counts, projects]) =>
      joinQueries([counts, projects], () =>
        counts.data && projects.data ? projectChartData(counts.data, projects.data) : undefined,
      ),
  });
}
