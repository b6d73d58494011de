// Every board of the team, as {id, title}, from the scrum board demo API. Errors are left to the caller, which
// shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { ScrumBoardSummary } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrumKeys } from './scrum-keys';

export async function fetchBoards(): Promise<ScrumBoardSummary[]> {
  const { data } = await apiClient.get<ScrumBoardSummary[]>('/api/scrum-board/all-board');
  return data;
}

export const boardsQueryOptions = () => queryOptions({ queryKey: scrumKeys.boards(), queryFn: fetchBoards });

export const useBoards = () => useQuery(boardsQueryOptions());
