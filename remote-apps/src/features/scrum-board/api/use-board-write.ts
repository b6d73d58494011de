import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { cachedChange, optimisticChangeOptions } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';
import { boardScope, scrumKeys } from './scrum-keys';
import type { WriteFeedbackTarget } from 'shared-ui';

/** One change to a board: shown at once (`apply`), sent (`send`), and worded for the person. */
export interface BoardChange {
  /** The board as it looks with the change made; omit for changes shown only once saved. */
  apply?: (board: ScrumBoard) => ScrumBoard;
  send: () => Promise<ScrumBoard>;
  /** For the live region once saved. */
  done?: string;
  /** "Couldn't move “Fix login”." — the server's reason follows. */
  failure: string;
}

const unchanged = (board: ScrumBoard) => board;

/**
 * Writes to a board, one after another, through shared-auth's optimistic change: the change shows at once; the
 * server's board becomes the confirmed one, with the changes still on their way shown on top; a refused change is
 * dropped (the others stay shown), the board is read again when someone else had changed it, and the person is
 * told why. Through a mutation observer nobody subscribes to, rather than useMutation: a write's progress redraws
 * nothing (the board's data does, where it changed), not the page that holds the hook, twice per write.
 */
export function useBoardWrite(
  boardId: number,
  feedback: WriteFeedbackTarget,
): (change: BoardChange) => Promise<ScrumBoard | null> {
  const client = useQueryClient();
  const observer = useMemo(() => {
    const key = scrumKeys.board(boardId);
    return new MutationObserver(
      client,
      optimisticChangeOptions<ScrumBoard, BoardChange>(client, {
        mutationKey: scrumKeys.writes(boardId),
        scope: boardScope(boardId),
        change: ({ apply }) => [cachedChange<ScrumBoard, ScrumBoard>(key, apply ?? unchanged, (_, answer) => answer)],
        send: (change) => change.send(),
        onSaved: (_, change) => {
          if (change.done) feedback.announce(change.done);
        },
        onRefused: ({ variables: change, message, stale }) => {
          // Refused because someone else changed the board or the card meanwhile: read it again to show theirs.
          if (stale) void client.invalidateQueries({ queryKey: key, exact: true });
          feedback.fail(`${change.failure} ${message}`);
          feedback.announce(change.failure);
        },
      }),
    );
  }, [client, boardId, feedback]);
  return useCallback(
    (change: BoardChange) =>
      observer.mutate(change).then(
        (board) => board,
        () => null,
      ),
    [observer],
  );
}
