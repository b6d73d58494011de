// A new card, last in its column.
// Sent through the board's write queue (use-board-write.ts); resolves to the board as the server saved it.
import { apiClient } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';

export async function addCard(boardId: number, listId: number, cardTitle: string): Promise<ScrumBoard> {
  const { data } = await apiClient.post<ScrumBoard>('/api/scrum-board/add-card', { boardId, listId, cardTitle });
  return data;
}
