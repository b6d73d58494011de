// Work tasks counted by their one status, by name, as the list of every space groups them: one count grouped by
// project, board status and ERPNext status (the list's own request), read against every space, project and board
// status (tessera-contracts' status-tally.ts). Kept between visits, as the other counts are.
import { queryOptions } from '@tanstack/react-query';
import { listDocs, persistedQueryMeta } from 'shared-auth';
import {
  STATUS_COMBINATION_FIELDS,
  STATUS_COMBINATION_GROUP_BY,
  statusCombinationOf,
  statusNameScopeOf,
  tallyStatuses,
  type StatusCombination,
  type StatusTally,
} from 'tessera-contracts';
import { WORK_TASKS } from '@kits/api/task-filters';
import { dashboardKeys } from './dashboard-keys';
import { boardStatusesQueryOptions } from './list-board-statuses';
import { projectBoardsQueryOptions } from './list-projects';
import { spacesQueryOptions } from './list-spaces';

export type { StatusTally };

async function fetchWorkCombinations(signal: AbortSignal): Promise<StatusCombination[]> {
  const rows = await listDocs<Partial<Record<string, unknown>>>(
    'Task',
    {
      fields: [...STATUS_COMBINATION_FIELDS],
      filters: [WORK_TASKS],
      groupBy: STATUS_COMBINATION_GROUP_BY,
      limitPageLength: 0,
    },
    signal,
  );
  return rows.map(statusCombinationOf);
}

export function statusTallyQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.statusNames(),
    queryFn: async ({ client, signal }): Promise<StatusTally> => {
      const [combinations, spaces, projects, statuses] = await Promise.all([
        fetchWorkCombinations(signal),
        client.fetchQuery(spacesQueryOptions()),
        client.fetchQuery(projectBoardsQueryOptions()),
        client.fetchQuery(boardStatusesQueryOptions()),
      ]);
      const scope = statusNameScopeOf(spaces, projects, statuses);
      return tallyStatuses(scope.names, scope.boards, combinations);
    },
    meta: persistedQueryMeta,
  });
}
