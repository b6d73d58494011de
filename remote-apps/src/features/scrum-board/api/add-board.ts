// A new board: not optimistic, so the form keeps the title when the server refuses it.
import { apiClient } from 'shared-auth';
import type { ScrumBoardSummary } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardsQueryOptions } from './list-boards';

/** Resolves to every board as {id, title}, the new one last. */
export async function addBoard(title: string): Promise<ScrumBoardSummary[]> {
  const { data } = await apiClient.post<ScrumBoardSummary[]>('/api/scrum-board/add-board', { title });
  return data;
}

export interface AddBoardCallbacks {
  onAdded: (board: ScrumBoardSummary) => void;
  onRefused: (error: unknown) => void;
}

/** Adds a board; the list of boards becomes the server's answer, and `onAdded` gets the new board. */
export function useAddBoard({ onAdded, onRefused }: AddBoardCallbacks) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addBoard,
    onSuccess: (list) => {
      client.setQueryData(boardsQueryOptions().queryKey, list);
      const created = list[list.length - 1];
      if (created) onAdded(created);
    },
    onError: onRefused,
  });
}
