// A column and its cards deleted.
// Sent through the board's write queue (use-board-write.ts); resolves to the board as the server saved it.
import { apiClient } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';

export async function deleteColumn(boardId: number, listId: number): Promise<ScrumBoard> {
  const { data } = await apiClient.post<ScrumBoard>('/api/scrum-board/delete-column', { boardId, listId });
  return data;
}
