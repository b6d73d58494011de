import { rankBetween, type ScrumBoard } from 'tessera-contracts';
import { applyCardMove, describeMove, moveColumn, moveToPlace, stepMove } from './board-edits';
import { attachmentProblem, formatBytes } from './attachment-rules';
import { testCard as card } from '@apps/testing/scrum-board-fixtures';

const BOARD: ScrumBoard = {
  id: 1,
  title: 'Board',
  members: [],
  modified: 'v1',
  list: [
    { id: 1, title: 'To do', cardList: [card(10, 'A'), card(11, 'B'), card(12, 'C')] },
    { id: 2, title: 'Doing', cardList: [card(20, 'D')] },
    { id: 3, title: 'Done', cardList: [] },
  ],
};

const titles = (board: ScrumBoard) => board.list.map((column) => column.cardList.map((c) => c.title).join(''));

const rankOf = (cardId: number) =>
  BOARD.list.flatMap((column) => column.cardList).find((candidate) => candidate.id === cardId)?.rank ?? null;

describe('card moves', () => {
  it('moves a card to another column at a place, or to its end, with a rank between its new neighbours', () => {
    const move = moveToPlace(BOARD, 11, 2, 0);
    expect(move).toEqual({ cardId: 11, sourcelistId: 1, destinationlistId: 2, rank: rankBetween(null, rankOf(20)) });
    expect(titles(applyCardMove(BOARD, move!))).toEqual(['AC', 'BD', '']);
    expect(moveToPlace(BOARD, 10, 3, Number.POSITIVE_INFINITY)).toEqual({
      cardId: 10,
      sourcelistId: 1,
      destinationlistId: 3,
      rank: rankBetween(null, null),
    });
    expect(titles(applyCardMove(BOARD, moveToPlace(BOARD, 10, 3, Number.POSITIVE_INFINITY)!))).toEqual([
      'BC',
      'D',
      'A',
    ]);
  });

  it('moves within a column to the place of another card; no move onto itself', () => {
    expect(moveToPlace(BOARD, 10, 1, 2)?.rank).toBe(rankBetween(rankOf(12), null));
    expect(titles(applyCardMove(BOARD, moveToPlace(BOARD, 10, 1, 2)!))).toEqual(['BCA', 'D', '']);
    expect(moveToPlace(BOARD, 12, 1, 0)?.rank).toBe(rankBetween(null, rankOf(10)));
    expect(moveToPlace(BOARD, 11, 1, 2)?.rank).toBe(rankBetween(rankOf(12), null));
    expect(moveToPlace(BOARD, 12, 1, Number.POSITIVE_INFINITY)).toBeNull();
    expect(moveToPlace(BOARD, 11, 1, 1)).toBeNull();
  });

  it('changes the moved card alone, and keeps the columns a move does not touch as they were', () => {
    const moved = applyCardMove(BOARD, moveToPlace(BOARD, 10, 2, 0)!);
    expect(moved.list[2]).toBe(BOARD.list[2]);
    const before = BOARD.list.flatMap((column) => column.cardList);
    const after = moved.list.flatMap((column) => column.cardList);
    expect(after.filter((card) => !before.includes(card)).map((card) => card.id)).toEqual([10]);
  });

  it('applies a move made on an older view between the neighbours it saw', () => {
    // Seen as "B just below D"; since then A has gone to Doing, above D.
    const move = moveToPlace(BOARD, 11, 2, 1)!;
    const later = applyCardMove(BOARD, moveToPlace(BOARD, 10, 2, 0)!);
    expect(titles(applyCardMove(later, move))).toEqual(['C', 'ADB', '']);
  });

  it('between two cards of equal rank, lands at the nearest place with room, and says where', () => {
    const tied: ScrumBoard = {
      ...BOARD,
      list: [{ id: 1, title: 'To do', cardList: [card(1, 'X', 'i1'), card(2, 'Y', 'i1'), card(3, 'Z', 'i2')] }],
    };
    const move = moveToPlace(tied, 3, 1, 1)!;
    expect(move.rank).toBe(rankBetween('i1', null));
    expect(describeMove(tied, move)).toBe('“Z” moved to To do, position 3 of 3.');
  });

  it('ignores a move whose card is no longer where it says', () => {
    const rank = rankBetween(null, null);
    expect(applyCardMove(BOARD, { cardId: 99, sourcelistId: 1, destinationlistId: 2, rank })).toBe(BOARD);
    expect(applyCardMove(BOARD, { cardId: 11, sourcelistId: 2, destinationlistId: 2, rank })).toBe(BOARD);
  });

  it.each<[number, 'up' | 'down' | 'left' | 'right', string[] | null]>([
    [11, 'up', ['BAC', 'D', '']],
    [11, 'down', ['ACB', 'D', '']],
    [11, 'right', ['AC', 'DB', '']],
    [20, 'left', ['DABC', '', '']],
    [20, 'right', ['ABC', '', 'D']],
    [10, 'up', null],
    [12, 'down', null],
    [10, 'left', null],
  ])('steps card %i %s', (cardId, direction, expected) => {
    const move = stepMove(BOARD, cardId, direction);
    if (expected === null) expect(move).toBeNull();
    else expect(titles(applyCardMove(BOARD, move!))).toEqual(expected);
  });

  it('words a move for screen readers', () => {
    expect(describeMove(BOARD, moveToPlace(BOARD, 11, 2, 0)!)).toBe('“B” moved to Doing, position 1 of 2.');
    expect(describeMove(BOARD, stepMove(BOARD, 11, 'down')!)).toBe('“B” moved to To do, position 3 of 3.');
  });

  it('moves a column next to another; not next to one that is not there', () => {
    expect(moveColumn(BOARD, 1, { afterId: 3 }).list.map((column) => column.title)).toEqual(['Doing', 'Done', 'To do']);
    expect(moveColumn(BOARD, 3, { beforeId: 1 }).list.map((column) => column.title)).toEqual([
      'Done',
      'To do',
      'Doing',
    ]);
    expect(moveColumn(BOARD, 1, { afterId: 9 })).toBe(BOARD);
  });
});

describe('attachments', () => {
  it('refuses files the upload store would refuse, in words', () => {
    expect(attachmentProblem({ name: 'notes.txt', size: 10 })).toBeNull();
    expect(attachmentProblem({ name: 'big.pdf', size: 3 * 1024 * 1024 })).toBe(
      '“big.pdf” is 3.0 MB: files can be at most 2.0 MB.',
    );
    expect(attachmentProblem({ name: 'page.html', size: 10 })).toMatch(/cannot be attached: only \.png/);
    expect(attachmentProblem({ name: 'empty.txt', size: 0 })).toBe('“empty.txt” is empty.');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });
});
