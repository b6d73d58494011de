import { queryOptions, useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ScrumBoard } from 'tessera-contracts';
import { scrumKeys } from './scrum-keys';
import { fetchBoard, fetchBoards, fetchBoardVersion, fetchLabels, fetchMembers } from './scrum-requests';

/** How often an open board asks whether someone else changed it (a tiny {id, modified} answer). */
export const LIVE_POLL_MS = 2000;

export const boardsQueryOptions = () => queryOptions({ queryKey: scrumKeys.boards(), queryFn: fetchBoards });
export const boardQueryOptions = (id: number) =>
  queryOptions({ queryKey: scrumKeys.board(id), queryFn: () => fetchBoard(id) });

export const useBoards = () => useQuery(boardsQueryOptions());
/**
 * A part of the board (`select`, stable between renders): the component redraws only when that part changes.
 * The board's answers are structurally shared (a write's answer keeps the columns and cards it did not change),
 * and so is what `select` picks from them.
 */
export const useBoardPart = <T>(id: number, select: (board: ScrumBoard) => T) =>
  useQuery({ ...boardQueryOptions(id), enabled: Number.isSafeInteger(id), select });
export const useMembers = () => useQuery({ queryKey: scrumKeys.members(), queryFn: fetchMembers, staleTime: 60_000 });
export const useLabels = () => useQuery({ queryKey: scrumKeys.labels(), queryFn: fetchLabels, staleTime: 600_000 });

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
