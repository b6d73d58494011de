import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { readableError, isStaleWriteError } from 'shared-auth';
import type { ScrumBoard } from 'tessera-contracts';
import { boardScope, scrumKeys } from './scrum-keys';

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

export interface BoardFeedback {
  announce: (message: string) => void;
  fail: (message: string) => void;
}

/**
 * Writes to a board, one after another, optimistic with rollback: the change shows at once; the server's
 * board replaces it when the last pending write is answered; a refused write puts back the board as it was
 * before it (and reloads the board when later writes were built on it), and says why. Through a mutation
 * observer nobody subscribes to, rather than useMutation: a write's progress redraws nothing (the board's data
 * does, where it changed), not the page that holds the hook, twice per write.
 */
export function useBoardWrite(
  boardId: number,
  feedback: BoardFeedback,
): (change: BoardChange) => Promise<ScrumBoard | null> {
  const client = useQueryClient();
  const observer = useMemo(() => {
    const key = scrumKeys.board(boardId);
    const othersPending = () => client.isMutating({ mutationKey: scrumKeys.writes(boardId) }) > 1;
    return new MutationObserver<ScrumBoard, Error, BoardChange, { before: ScrumBoard | undefined }>(client, {
      mutationKey: scrumKeys.writes(boardId),
      scope: boardScope(boardId),
      onMutate: async (change: BoardChange) => {
        await client.cancelQueries({ queryKey: key, exact: true });
        const before = client.getQueryData<ScrumBoard>(key);
        if (before && change.apply) client.setQueryData<ScrumBoard>(key, change.apply(before));
        return { before };
      },
      mutationFn: (change: BoardChange) => change.send(),
      onSuccess: (board, change) => {
        if (!othersPending()) client.setQueryData(key, board);
        if (change.done) feedback.announce(change.done);
      },
      onError: (error, change, context) => {
        if (othersPending()) void client.invalidateQueries({ queryKey: key, exact: true });
        else if (context?.before) client.setQueryData(key, context.before);
        // Refused because someone else changed the board or the card meanwhile: read it again to show theirs.
        if (isStaleWriteError(error)) void client.invalidateQueries({ queryKey: key, exact: true });
        feedback.fail(`${change.failure} ${readableError(error)}`);
        feedback.announce(change.failure);
      },
    });
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
