// Where a moved card goes, for every board: from a drop or a keyboard step, its column and its new rank key, a
// key between its new neighbours' (tessera-contracts' rankAt). Only the moved card is written: no other card is
// ever given a new place.
import { rankAt, type MaybeRank } from 'tessera-contracts';

/** A card's place on the board: its column, and its index (from 0) among the column's `count` cards. */
export interface CardPlace {
  column: string;
  index: number;
  count: number;
}

/** Where a card is asked to go: a column, and its index among that column's other cards (past the end: last). */
export interface MoveTarget {
  column: string;
  index: number;
}

export interface RankedMove {
  rank: string;
  /** The card's place in its new column, from 1, among `total` cards. */
  place: number;
  total: number;
}

/** How a board reads its cards: the id that names one, and its rank key. */
export interface CardKeys<Item> {
  idOf: (item: Item) => string;
  rankOf: (item: Item) => MaybeRank;
}

/**
 * Moving card `id` from column `from` to `target`, among the target column's cards (`columnItems`, in order, may
 * include the card itself). Null when the card would stay where it is. Between two cards of equal rank there is
 * no key, so the card lands at the nearest place that has one, and `place` says where.
 */
export function planMove<Item>(
  id: string,
  from: string,
  target: MoveTarget,
  columnItems: readonly Item[],
  { idOf, rankOf }: CardKeys<Item>,
): RankedMove | null {
  const others = columnItems.filter((item) => idOf(item) !== id);
  const at = Math.max(0, Math.min(target.index, others.length));
  const current = columnItems[at];
  if (from === target.column && current !== undefined && idOf(current) === id) return null;
  const placed = rankAt(others.map(rankOf), at);
  return { rank: placed.rank, place: placed.index + 1, total: others.length + 1 };
}

/** A keyboard move: a step within the column, or to the column before or after. */
export type MoveStep = 'up' | 'down' | 'left' | 'right';

/**
 * Where a keyboard step takes a card at `place`, among the board's columns in order: up and down swap it with
 * its neighbour; left and right put it at the end of the column before or after. Null when there is no such
 * place (the first card up, the first column left).
 */
export function stepTarget(place: CardPlace, step: MoveStep, columns: readonly string[]): MoveTarget | null {
  if (step === 'up') return place.index > 0 ? { column: place.column, index: place.index - 1 } : null;
  if (step === 'down') return place.index < place.count - 1 ? { column: place.column, index: place.index + 1 } : null;
  const next = columns[columns.indexOf(place.column) + (step === 'left' ? -1 : 1)];
  return next === undefined || !columns.includes(place.column) ? null : toColumnEnd(next);
}

/** The end of another column: where the "Move to" menu puts a card. */
export function toColumnEnd(column: string): MoveTarget {
  return { column, index: Number.POSITIVE_INFINITY };
}

/** Where card `id` is on a board whose columns hold their cards in order. */
export function locateCard<Item>(
  groups: ReadonlyMap<string, readonly Item[]>,
  id: string,
  idOf: (item: Item) => string,
): CardPlace | null {
  for (const [column, items] of groups) {
    const index = items.findIndex((item) => idOf(item) === id);
    if (index >= 0) return { column, index, count: items.length };
  }
  return null;
}
