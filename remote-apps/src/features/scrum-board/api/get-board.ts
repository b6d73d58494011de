// One board with its columns and cards. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrumKeys } from './scrum-keys';

export async function fetchBoard(id: number): Promise<ScrumBoard> {
  const { data } = await apiClient.get<ScrumBoard>('/api/scrum-board', { params: { id } });
  return data;
}

export const boardQueryOptions = (id: number) =>
  queryOptions({ queryKey: scrumKeys.board(id), queryFn: () => fetchBoard(id) });

/**
 * A part of the board (`select`, stable between renders): the component redraws only when that part changes.
 * The board's answers are structurally shared (a write's answer keeps the columns and cards it did not change),
 * and so is what `select` picks from them.
 */
export const useBoardPart = <T>(id: number, select: (board: ScrumBoard) => T) =>
  useQuery({ ...boardQueryOptions(id), enabled: Number.isSafeInteger(id), select });
