// Pure changes to a board as the page shows it, applied at once while the server applies the same call: the
// same index rules as the server's, so the optimistic board and the answer agree. Columns and cards that a
// change does not touch keep their identity, so only the columns it touches render again.
import type { ScrumBoard, ScrumCard, ScrumColumn } from 'tessera-contracts';

/** Where a card sits: its column's index and id, and its own index in that column. */
export interface CardPlace {
  columnIndex: number;
  columnId: number;
  index: number;
}

/** A card move, in the server's move-card terms. */
export interface CardMove {
  cardId: number;
  sourcelistId: number;
  destinationlistId: number;
  source: { index: number };
  destination: { index: number };
}

export function moveInList<T>(items: readonly T[], start: number, end: number): T[] {
  if (start === end || start < 0 || end < 0 || start >= items.length || end >= items.length) return [...items];
  const copy = [...items];
  const [item] = copy.splice(start, 1);
  if (item !== undefined) copy.splice(end, 0, item);
  return copy;
}

export function findCard(board: ScrumBoard, cardId: number): (CardPlace & { card: ScrumCard }) | null {
  for (const [columnIndex, column] of board.list.entries()) {
    const index = column.cardList.findIndex((card) => card.id === cardId);
    const card = column.cardList[index];
    if (card) return { columnIndex, columnId: column.id, index, card };
  }
  return null;
}

export function moveColumn(board: ScrumBoard, start: number, end: number): ScrumBoard {
  return { ...board, list: moveInList(board.list, start, end) };
}

/** The board after move-card (between columns or within one); unchanged when the move does not apply. */
export function applyCardMove(board: ScrumBoard, move: CardMove): ScrumBoard {
  const from = board.list.findIndex((column) => column.id === move.sourcelistId);
  const to = board.list.findIndex((column) => column.id === move.destinationlistId);
  const source = board.list[from];
  const destination = board.list[to];
  const card = source?.cardList[move.source.index];
  if (!source || !destination || !card || card.id !== move.cardId) return board;
  const list = board.list.map((column, i): ScrumColumn => {
    if (from === to && i === from) {
      return { ...column, cardList: moveInList(column.cardList, move.source.index, move.destination.index) };
    }
    if (i === from) return { ...column, cardList: column.cardList.filter((_card, j) => j !== move.source.index) };
    if (i === to) {
      const cardList = [...column.cardList];
      cardList.splice(Math.min(move.destination.index, cardList.length), 0, card);
      return { ...column, cardList };
    }
    return column;
  });
  return { ...board, list };
}

/**
 * The move that puts a card where another one is (`targetIndex` in column `targetColumnId`), or at the end of
 * the column when `targetIndex` is null; null when it would not move anything.
 */
export function moveToPlace(
  board: ScrumBoard,
  cardId: number,
  targetColumnId: number,
  targetIndex: number | null,
): CardMove | null {
  const place = findCard(board, cardId);
  const target = board.list.find((column) => column.id === targetColumnId);
  if (!place || !target) return null;
  const sameColumn = place.columnId === targetColumnId;
  const last = sameColumn ? target.cardList.length - 1 : target.cardList.length;
  const index = Math.max(0, Math.min(targetIndex ?? last, last));
  if (sameColumn && index === place.index) return null;
  return {
    cardId,
    sourcelistId: place.columnId,
    destinationlistId: targetColumnId,
    source: { index: place.index },
    destination: { index },
  };
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
  const column = board.list.find((candidate) => candidate.id === move.destinationlistId);
  const card = findCard(board, move.cardId)?.card;
  const count = column ? column.cardList.length + (move.sourcelistId === move.destinationlistId ? 0 : 1) : 0;
  return `“${card?.title ?? 'Card'}” moved to ${column?.title ?? 'another column'}, position ${move.destination.index + 1} of ${count}.`;
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
