// The order of a scrum column's cards, by rank (./rank.ts) then id, which the server keeps and the board applies
// to its own view of a move at once, so the two agree.
import { compareRanks } from './rank';
import type { ScrumCard } from './scrum-board';

/** A column's order: by rank, then by id between equal ranks. */
export function compareScrumCards(a: Pick<ScrumCard, 'id' | 'rank'>, b: Pick<ScrumCard, 'id' | 'rank'>): number {
  return compareRanks(a.rank, b.rank) || a.id - b.id;
}

/** `cards` (in that order, without `card`) with `card` inserted at its place. */
export function insertScrumCard<T extends Pick<ScrumCard, 'id' | 'rank'>>(cards: readonly T[], card: T): T[] {
  const at = cards.findIndex((other) => compareScrumCards(card, other) < 0);
  return at < 0 ? [...cards, card] : [...cards.slice(0, at), card, ...cards.slice(at)];
}
