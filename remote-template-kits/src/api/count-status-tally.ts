// Work tasks counted by their one status, by name, with how many are done and cancelled: one count grouped by
// project, board status and ERPNext status (the list of every space's own request), read against every space,
// project and board status (tessera-contracts' status-tally.ts). The dashboards and the statistics widget show it.
import type { QueryClient } from '@tanstack/react-query';
import { listDocs } from 'shared-auth';
import {
  STATUS_COMBINATION_FIELDS,
  STATUS_COMBINATION_GROUP_BY,
  statusCombinationOf,
  statusNameScopeOf,
  tallyStatuses,
  type StatusCombination,
  type StatusTally,
} from 'tessera-contracts';
import { boardStatusesQueryOptions } from './list-board-statuses';
import { projectBoardsQueryOptions } from './list-projects';
import { spacesQueryOptions } from './list-spaces';
import { WORK_TASKS } from './task-filters';

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

export async function fetchStatusTally(client: QueryClient, signal: AbortSignal): Promise<StatusTally> {
  const [combinations, spaces, projects, statuses] = await Promise.all([
    fetchWorkCombinations(signal),
    client.fetchQuery(spacesQueryOptions()),
    client.fetchQuery(projectBoardsQueryOptions()),
    client.fetchQuery(boardStatusesQueryOptions()),
  ]);
  const scope = statusNameScopeOf(spaces, projects, statuses);
  return tallyStatuses(scope.names, scope.boards, combinations);
}
