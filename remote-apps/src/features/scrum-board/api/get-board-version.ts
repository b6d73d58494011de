// A board's version: a tiny {id, modified} answer says whether the board changed since the one shown.
import { apiClient } from 'shared-auth';
import type { ScrumBoardVersion } from 'tessera-contracts';

export async function fetchBoardVersion(id: number): Promise<ScrumBoardVersion> {
  const { data } = await apiClient.get<ScrumBoardVersion>('/api/scrum-board/version', { params: { id } });
  return data;
}
