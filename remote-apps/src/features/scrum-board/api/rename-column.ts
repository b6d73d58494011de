// A column's new title.
// Sent through the board's write queue (use-board-write.ts); resolves to the board as the server saved it.
import { apiClient } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';

export async function renameColumn(boardId: number, listId: number, listTitle: string): Promise<ScrumBoard> {
  const { data } = await apiClient.post<ScrumBoard>('/api/scrum-board/rename-column', { boardId, listId, listTitle });
  return data;
}
