// Each project's board statuses (tessera-contracts' boardStatusesOf), for the filters of done and unfinished work:
// read from every project and every board status, which the dashboards and the widgets keep in their queries.
import type { QueryClient } from '@tanstack/react-query';
import { boardStatusesOf, type ProjectBoards, type PuxeoStatus } from 'tessera-contracts';
import { boardStatusesQueryOptions } from './list-board-statuses';
import { projectBoardsQueryOptions } from './list-projects';

export async function fetchBoardsOfProjects(client: QueryClient): Promise<ProjectBoards> {
  const [projects, statuses] = await Promise.all([
    client.fetchQuery(projectBoardsQueryOptions()),
    client.fetchQuery(boardStatusesQueryOptions()),
  ]);
  const boards = new Map<string, readonly PuxeoStatus[]>();
  for (const project of projects) {
    const board = boardStatusesOf(project, statuses);
    if (board.length > 0) boards.set(project.name, board);
  }
  return boards;
}
