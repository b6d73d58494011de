// A card saved whole (the card dialog's edits).
// Sent through the board's write queue (use-board-write.ts); resolves to the board as the server saved it.
import { apiClient } from 'shared-auth';
import type { ScrumBoard, ScrumCard } from 'tessera-contracts';

export async function updateCard(boardId: number, listId: number, card: ScrumCard): Promise<ScrumBoard> {
  const { data } = await apiClient.post<ScrumBoard>('/api/scrum-board/update-card', { boardId, listId, card });
  return data;
}
