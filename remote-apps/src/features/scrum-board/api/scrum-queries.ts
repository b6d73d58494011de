import { queryOptions, useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { scrumKeys } from './scrum-keys';
import { fetchBoard, fetchBoards, fetchBoardVersion, fetchLabels, fetchMembers } from './scrum-requests';

/** How often an open board asks whether someone else changed it (a tiny {id, modified} answer). */
export const LIVE_POLL_MS = 2000;

export const boardsQueryOptions = () => queryOptions({ queryKey: scrumKeys.boards(), queryFn: fetchBoards });
export const boardQueryOptions = (id: number) =>
  queryOptions({ queryKey: scrumKeys.board(id), queryFn: () => fetchBoard(id) });

export const useBoards = () => useQuery(boardsQueryOptions());
export const useBoard = (id: number) => useQuery({ ...boardQueryOptions(id), enabled: Number.isSafeInteger(id) });
export const useMembers = () => useQuery({ queryKey: scrumKeys.members(), queryFn: fetchMembers, staleTime: 60_000 });
export const useLabels = () => useQuery({ queryKey: scrumKeys.labels(), queryFn: fetchLabels, staleTime: 600_000 });

/**
 * Live updates: while the board is open (and the tab visible), polls its version every LIVE_POLL_MS and reloads
 * the board when someone else has changed it. Not while this page's own writes are on their way: their answers
 * bring the new version.
 */
export function useLiveBoard(id: number, shownVersion: string | undefined): void {
  const client = useQueryClient();
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
