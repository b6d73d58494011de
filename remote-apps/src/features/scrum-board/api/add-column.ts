// A new column, last on the board.
// Sent through the board's write queue (use-board-write.ts); resolves to the board as the server saved it.
import { apiClient } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';

export async function addColumn(boardId: number, listTitle: string): Promise<ScrumBoard> {
  const { data } = await apiClient.post<ScrumBoard>('/api/scrum-board/add-column', { boardId, listTitle });
  return data;
}
