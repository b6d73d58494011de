// A person leaves a board.
// Sent through the board's write queue (use-board-write.ts); resolves to the board as the server saved it.
import { apiClient } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';

export async function deleteMember(boardId: number, memberId: number): Promise<ScrumBoard> {
  const { data } = await apiClient.post<ScrumBoard>('/api/scrum-board/delete-member', { boardId, memberId });
  return data;
}
