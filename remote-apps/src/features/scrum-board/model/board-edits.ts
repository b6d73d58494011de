// Pure changes to a board as the page shows it, applied at once while the server applies the same call: the
// same placement rules as the server's (tessera-contracts' moveNextTo for columns, insertScrumCard for cards), so
// the optimistic board and the answer agree. A move never sends an index, as the server may have taken other
// moves first: a column names the one to put it next to, a card takes a rank key between its new neighbours'
// (the board engine's planMove), which writes that card alone. Columns and cards that a change does not touch keep their identity, so
// only the columns it touches render again.
import { planMove, type CardKeys } from 'shared-ui/board';
import { insertScrumCard, moveNextTo, type Placement, type ScrumBoard, type ScrumCard } from 'tessera-contracts';

/** Where a card sits: its column's index and id, and its own index in that column. */
export interface CardPlace {
  columnIndex: number;
  columnId: number;
  index: number;
}

/** A card move, in the server's move-card terms. */
export interface CardMove {
  cardId: number;
  /** The column the card is in, as this page sees it. */
  sourcelistId: number;
  destinationlistId: number;
  /** The card's new rank, between its new neighbours' in the destination column. */
  rank: string;
}

export function findCard(board: ScrumBoard, cardId: number): (CardPlace & { card: ScrumCard }) | null {
  for (const [columnIndex, column] of board.list.entries()) {
    const index = column.cardList.findIndex((card) => card.id === cardId);
    const card = column.cardList[index];
    if (card) return { columnIndex, columnId: column.id, index, card };
  }
  return null;
}

/** The board with column `columnId` just before or after another; unchanged when either is not there. */
export function moveColumn(board: ScrumBoard, columnId: number, placement: Placement): ScrumBoard {
  const list = moveNextTo(board.list, columnId, placement);
  return list ? { ...board, list } : board;
}

/** The board after move-card (between columns or within one); unchanged when the move does not apply. */
export function applyCardMove(board: ScrumBoard, move: CardMove): ScrumBoard {
  const card = board.list
    .find((column) => column.id === move.sourcelistId)
    ?.cardList.find((candidate) => candidate.id === move.cardId);
  const destination = board.list.find((column) => column.id === move.destinationlistId);
  if (!card || !destination) return board;
  const others = destination.cardList.filter((other) => other.id !== card.id);
  const cardList = insertScrumCard(others, { ...card, rank: move.rank });
  return {
    ...board,
    list: board.list.map((column) => {
      if (column.id === move.destinationlistId) return { ...column, cardList };
      if (column.id === move.sourcelistId)
        return { ...column, cardList: column.cardList.filter((other) => other.id !== card.id) };
      return column;
    }),
  };
}

const CARD_KEYS: CardKeys<ScrumCard> = { idOf: (card) => String(card.id), rankOf: (card) => card.rank };

/**
 * The move that puts a card at `targetIndex` among the other cards of column `targetColumnId` (past the end:
 * last), as a drop or the Move menu asks; null when it would not move anything. Between two cards of equal rank
 * there is no key, and it lands at the nearest gap with one.
 */
export function moveToPlace(
  board: ScrumBoard,
  cardId: number,
  targetColumnId: number,
  targetIndex: number,
): CardMove | null {
  const place = findCard(board, cardId);
  const target = board.list.find((column) => column.id === targetColumnId);
  if (!place || !target) return null;
  const planned = planMove(
    String(cardId),
    String(place.columnId),
    { column: String(targetColumnId), index: targetIndex },
    target.cardList,
    CARD_KEYS,
  );
  return planned && { cardId, sourcelistId: place.columnId, destinationlistId: targetColumnId, rank: planned.rank };
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/**
 * The keyboard's step: up and down within the column, left and right to the same position (or the end) of the
 * neighbouring column; null at an edge.
 */
export function stepMove(board: ScrumBoard, cardId: number, direction: Direction): CardMove | null {
  const place = findCard(board, cardId);
  if (!place) return null;
  if (direction === 'up' || direction === 'down') {
    const index = place.index + (direction === 'up' ? -1 : 1);
    const length = board.list[place.columnIndex]?.cardList.length ?? 0;
    if (index < 0 || index >= length) return null;
    return moveToPlace(board, cardId, place.columnId, index);
  }
  const neighbour = board.list[place.columnIndex + (direction === 'left' ? -1 : 1)];
  if (!neighbour) return null;
  return moveToPlace(board, cardId, neighbour.id, Math.min(place.index, neighbour.cardList.length));
}

/** "“Fix login” moved to Done, position 2 of 3." for the live region. */
export function describeMove(board: ScrumBoard, move: CardMove): string {
  const card = findCard(board, move.cardId)?.card;
  const column = applyCardMove(board, move).list.find((candidate) => candidate.id === move.destinationlistId);
  const position = (column?.cardList.findIndex((candidate) => candidate.id === move.cardId) ?? -1) + 1;
  return `“${card?.title ?? 'Card'}” moved to ${column?.title ?? 'another column'}, position ${position} of ${column?.cardList.length ?? 0}.`;
}

export function replaceCard(board: ScrumBoard, columnId: number, card: ScrumCard): ScrumBoard {
  return {
    ...board,
    list: board.list.map((column) =>
      column.id === columnId
        ? { ...column, cardList: column.cardList.map((other) => (other.id === card.id ? card : other)) }
        : column,
    ),
  };
}
