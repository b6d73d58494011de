// Where a dragged card would land in a column, as its index among the column's other cards. A long column draws
// only the cards near its visible part, so each drawn card says its place in the whole column (`data-index`).

/** A card as drawn: its place in its column (from 0) and the vertical middle of its box. */
export interface DrawnCard {
  index: number;
  middle: number;
}

/**
 * The landing index for a pointer at `y`: before the first drawn card whose middle is not above the pointer,
 * else after the last drawn one. `dragged` is the dragged card's own index when it is in this column (it is not
 * among `cards`), so that the result counts the other cards only.
 */
export function dropIndex(cards: readonly DrawnCard[], y: number, dragged: number | null): number {
  const below = cards.find((card) => card.middle >= y);
  const last = cards[cards.length - 1];
  const place = below ? below.index : last ? last.index + 1 : 0;
  return dragged !== null && dragged < place ? place - 1 : place;
}

/** The cards of a column list as drawn, in order, without the one being dragged (whose index is returned). */
export function drawnCards(
  list: HTMLElement | null,
  draggedName: string,
): { cards: DrawnCard[]; dragged: number | null } {
  const cards: DrawnCard[] = [];
  let dragged: number | null = null;
  if (!list) return { cards, dragged };
  for (const card of list.querySelectorAll<HTMLElement>('[data-card-name]')) {
    const index = Number(card.dataset.index);
    if (card.dataset.cardName === draggedName) {
      dragged = index;
      continue;
    }
    const box = card.getBoundingClientRect();
    cards.push({ index, middle: box.top + box.height / 2 });
  }
  cards.sort((a, b) => a.index - b.index);
  return { cards, dragged };
}

/** Where the drop line is drawn: next to a card, on the side the dragged one would land. */
export type DropMark = 'before' | 'after';

/**
 * Which card shows the drop line for a card hovering so as to land at `index` among the column's other cards:
 * before the card it would precede, else after the last other card; null in an empty column.
 */
export function dropMarkOf(
  ids: readonly string[],
  hover: { id: string; index: number } | null,
): { id: string; mark: DropMark } | null {
  if (!hover) return null;
  let seen = 0;
  let lastOther: string | null = null;
  for (const id of ids) {
    if (id === hover.id) continue;
    if (seen === hover.index) return { id, mark: 'before' };
    lastOther = id;
    seen += 1;
  }
  return lastOther === null ? null : { id: lastOther, mark: 'after' };
}
