// What grouping every space's tasks by status name needs (tessera-contracts' statusNameScopeOf): every space,
// project and board status, from the queries the dashboards and the charts keep.
import type { QueryClient } from '@tanstack/react-query';
import { statusNameScopeOf, type StatusNameScope } from 'tessera-contracts';
import { boardStatusesQueryOptions } from './list-board-statuses';
import { projectBoardsQueryOptions } from './list-projects';
import { spacesQueryOptions } from './list-spaces';

export async function fetchStatusNameScope(client: QueryClient): Promise<StatusNameScope> {
  const [spaces, projects, statuses] = await Promise.all([
    client.fetchQuery(spacesQueryOptions()),
    client.fetchQuery(projectBoardsQueryOptions()),
    client.fetchQuery(boardStatusesQueryOptions()),
  ]);
  return statusNameScopeOf(spaces, projects, statuses);
}
