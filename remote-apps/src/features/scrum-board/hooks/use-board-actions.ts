import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Placement, ScrumBoard, ScrumCard } from 'tessera-contracts';
import { scrumKeys } from '../api/scrum-keys';
import { addCard } from '../api/add-card';
import { addColumn } from '../api/add-column';
import { addMember } from '../api/add-member';
import { deleteColumn } from '../api/delete-column';
import { deleteMember } from '../api/delete-member';
import { moveCard } from '../api/move-card';
import { renameColumn } from '../api/rename-column';
import { reorderList } from '../api/reorder-list';
import { updateCard } from '../api/update-card';
import { useBoardWrite } from '../api/use-board-write';
import {
  applyCardMove,
  describeMove,
  findCard,
  moveColumn,
  moveToPlace,
  replaceCard,
  stepMove,
  type CardMove,
  type Direction,
} from '../model/board-edits';
import type { WriteFeedbackTarget } from 'shared-ui';

/** Everything a person can do to a board, each shown at once where it can be and saved one after another. */
export interface BoardActions {
  /** Moves the card to `index` among the column's other cards (past the end: last): a drop or the Move menu. */
  placeCard(cardId: number, columnId: number, index: number): void;
  /** The keyboard's one step; says so when the card is at the edge already. */
  stepCard(cardId: number, direction: Direction): void;
  /** Moves the column to where column `targetId` is. */
  placeColumn(columnId: number, targetIndex: number): void;
  addColumn(title: string): Promise<boolean>;
  renameColumn(columnId: number, title: string): Promise<boolean>;
  deleteColumn(columnId: number): Promise<boolean>;
  addCard(columnId: number, title: string): Promise<boolean>;
  /** Saves the whole card (the dialog's edits); `what` names the change in messages ("the label"). */
  saveCard(card: ScrumCard, what: string, optimistic?: boolean): Promise<boolean>;
  addMember(memberId: number, name: string): Promise<boolean>;
  removeMember(memberId: number, name: string): Promise<boolean>;
}

const EDGE: Record<Direction, string> = {
  up: 'already first in its column',
  down: 'already last in its column',
  left: 'already in the first column',
  right: 'already in the last column',
};

export function useBoardActions(boardId: number, feedback: WriteFeedbackTarget): BoardActions {
  const client = useQueryClient();
  const write = useBoardWrite(boardId, feedback);

  return useMemo(() => {
    const current = () => client.getQueryData<ScrumBoard>(scrumKeys.board(boardId));
    const ok = (answer: ScrumBoard | null) => answer !== null;
    const sendMove = (board: ScrumBoard, move: CardMove) => {
      const title = findCard(board, move.cardId)?.card.title ?? 'the card';
      void write({
        apply: (shown) => applyCardMove(shown, move),
        send: () => moveCard(boardId, move),
        done: describeMove(board, move),
        failure: `Couldn't move “${title}”; it is back where it was.`,
      });
    };
    const columnTitle = (columnId: number) =>
      current()?.list.find((column) => column.id === columnId)?.title ?? 'the column';

    return {
      placeCard(cardId, columnId, index) {
        const board = current();
        const move = board && moveToPlace(board, cardId, columnId, index);
        if (board && move) sendMove(board, move);
      },
      stepCard(cardId, direction) {
        const board = current();
        if (!board) return;
        const move = stepMove(board, cardId, direction);
        if (move) sendMove(board, move);
        else feedback.announce(`“${findCard(board, cardId)?.card.title ?? 'The card'}” is ${EDGE[direction]}.`);
      },
      placeColumn(columnId, targetIndex) {
        const board = current();
        const start = board?.list.findIndex((column) => column.id === columnId) ?? -1;
        const target = board?.list[targetIndex];
        if (!board || start < 0 || start === targetIndex || !target) return;
        const title = board.list[start]?.title ?? 'the column';
        // It takes the target column's place: just after it when moving right, just before it when moving left.
        const placement: Placement = start < targetIndex ? { afterId: target.id } : { beforeId: target.id };
        void write({
          apply: (shown) => moveColumn(shown, columnId, placement),
          send: () => reorderList(boardId, columnId, placement),
          done: `Column “${title}” moved to position ${targetIndex + 1} of ${board.list.length}.`,
          failure: `Couldn't move column “${title}”; it is back where it was.`,
        });
      },
      addColumn: async (title) =>
        ok(
          await write({
            send: () => addColumn(boardId, title),
            done: `Column “${title}” added.`,
            failure: `Couldn't add column “${title}”.`,
          }),
        ),
      renameColumn: async (columnId, title) =>
        ok(
          await write({
            apply: (shown) => ({
              ...shown,
              list: shown.list.map((column) => (column.id === columnId ? { ...column, title } : column)),
            }),
            send: () => renameColumn(boardId, columnId, title),
            done: `Column renamed to “${title}”.`,
            failure: `Couldn't rename the column.`,
          }),
        ),
      deleteColumn: async (columnId) => {
        const title = columnTitle(columnId);
        return ok(
          await write({
            apply: (shown) => ({ ...shown, list: shown.list.filter((column) => column.id !== columnId) }),
            send: () => deleteColumn(boardId, columnId),
            done: `Column “${title}” deleted.`,
            failure: `Couldn't delete column “${title}”.`,
          }),
        );
      },
      addCard: async (columnId, title) =>
        ok(
          await write({
            send: () => addCard(boardId, columnId, title),
            done: `Card “${title}” added to ${columnTitle(columnId)}.`,
            failure: `Couldn't add card “${title}”.`,
          }),
        ),
      saveCard: async (card, what, optimistic = true) => {
        const board = current();
        const place = board && findCard(board, card.id);
        if (!place) return false;
        // Sent with the version the change is based on (refused if someone changed the card since); shown with
        // the next one, which the server will give it, so a change made on top of this one is based on that.
        const basedOn = card.version ?? 0;
        return ok(
          await write({
            apply: optimistic
              ? (shown) => replaceCard(shown, place.columnId, { ...card, version: basedOn + 1 })
              : undefined,
            send: () => updateCard(boardId, place.columnId, { ...card, version: basedOn }),
            done: `Saved ${what} of “${card.title}”.`,
            failure: `Couldn't save ${what} of “${card.title}”.`,
          }),
        );
      },
      addMember: async (memberId, name) =>
        ok(
          await write({
            send: () => addMember(boardId, memberId),
            done: `${name} joined the board.`,
            failure: `Couldn't add ${name} to the board.`,
          }),
        ),
      removeMember: async (memberId, name) =>
        ok(
          await write({
            apply: (shown) => ({ ...shown, members: shown.members.filter((member) => member.id !== memberId) }),
            send: () => deleteMember(boardId, memberId),
            done: `${name} left the board.`,
            failure: `Couldn't remove ${name} from the board.`,
          }),
        ),
    };
  }, [boardId, client, feedback, write]);
}
