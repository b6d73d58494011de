// A card moved to another place on the board.
// Sent through the board's write queue (use-board-write.ts); resolves to the board as the server saved it.
import { apiClient } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';
import type { CardMove } from '../model/board-edits';

/**
 * Names the card, the column it is in and its new rank, so a board someone else changed meanwhile moves the same
 * card between the same neighbours, or is refused (417) when the card has left that column; no other card is
 * written.
 */
export async function moveCard(boardId: number, move: CardMove): Promise<ScrumBoard> {
  const { data } = await apiClient.post<ScrumBoard>('/api/scrum-board/move-card', { boardId, ...move });
  return data;
}
