// Live updates: a tiny {id, modified} answer says whether someone else changed the open board.
import { apiClient } from 'shared-auth';
import type { ScrumBoard, ScrumBoardVersion } from 'tessera-contracts';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { scrumKeys } from './scrum-keys';
import { useBoardPart } from './get-board';

export async function fetchBoardVersion(id: number): Promise<ScrumBoardVersion> {
  const { data } = await apiClient.get<ScrumBoardVersion>('/api/scrum-board/version', { params: { id } });
  return data;
}

/** How often an open board asks whether someone else changed it (a tiny {id, modified} answer). */
export const LIVE_POLL_MS = 2000;

const versionOf = (board: ScrumBoard) => board.modified;

/**
 * Live updates: while the board is open (and the tab visible), polls its version every LIVE_POLL_MS and reloads
 * the board when someone else has changed it. Not while this page's own writes are on their way: their answers
 * bring the new version. A version answer that did not change redraws nothing.
 */
export function useLiveBoard(id: number): void {
  const client = useQueryClient();
  const shownVersion = useBoardPart(id, versionOf).data;
  const writing = useIsMutating({ mutationKey: scrumKeys.writes(id) }) > 0;
  const { data } = useQuery({
    queryKey: scrumKeys.version(id),
    queryFn: () => fetchBoardVersion(id),
    enabled: shownVersion !== undefined,
    refetchInterval: LIVE_POLL_MS,
    retry: false,
  });
  const latest = data?.modified;
  useEffect(() => {
    if (writing || latest === undefined || shownVersion === undefined || latest <= shownVersion) return;
    void client.invalidateQueries({ queryKey: scrumKeys.board(id), exact: true });
  }, [client, id, latest, shownVersion, writing]);
}
