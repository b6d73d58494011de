// Live updates: the demo service's demo_update for the open board (one record, which holds its columns and cards).
import { useDemoUpdates } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useBoardPart } from './get-board';
import { fetchBoardVersion } from './get-board-version';
import { scrumKeys } from './scrum-keys';

/** The board's collection on the demo service: a column or a card changes its board's record. */
export const BOARD_COLLECTIONS = ['scrum-board'];

const versionOf = (board: ScrumBoard) => board.modified;

/**
 * While the board is open: on each change to it, asks its version (a tiny {id, modified} answer) and reads the
 * board again when that is newer than the one shown. Not while this page's own writes are on their way: their
 * answers bring the new version, and the versions are compared again once they are done. So the echo of this
 * page's own write reads no board, while a change from anyone else, this user's other tabs included, is read.
 */
export function useLiveBoard(id: number): void {
  const client = useQueryClient();
  const shownVersion = useBoardPart(id, versionOf).data;
  const writing = useIsMutating({ mutationKey: scrumKeys.writes(id) }) > 0;
  const { data, refetch } = useQuery({
    queryKey: scrumKeys.version(id),
    queryFn: () => fetchBoardVersion(id),
    // Asked when the board changed, never on its own.
    enabled: false,
    retry: false,
  });
  useDemoUpdates(BOARD_COLLECTIONS, (update) => {
    if (update.name === id) void refetch();
  });
  const latest = data?.modified;
  useEffect(() => {
    if (writing || latest === undefined || shownVersion === undefined || latest <= shownVersion) return;
    void client.invalidateQueries({ queryKey: scrumKeys.board(id), exact: true });
  }, [client, id, latest, shownVersion, writing]);
}
