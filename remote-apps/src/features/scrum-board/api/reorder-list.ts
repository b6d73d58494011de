// A column moved next to another.
// Sent through the board's write queue (use-board-write.ts); resolves to the board as the server saved it.
import { apiClient } from 'shared-auth';
import type { Placement, ScrumBoard } from 'tessera-contracts';

/** Moves column `listId` just before or after another; refused (417) when that one is no longer on the board. */
export async function reorderList(boardId: number, listId: number, placement: Placement): Promise<ScrumBoard> {
  const { data } = await apiClient.post<ScrumBoard>('/api/scrum-board/reorder-list', { boardId, listId, ...placement });
  return data;
}
