// Where an item dropped into an ordered list goes, by rank (./rank.ts): the key for its new place, found from its
// new neighbours' keys alone, so the move writes the moved item and nothing else. Pure and board-agnostic: the
// kanban, the task manager and the scrum board hand it their lists' keys in the order they show them.
import { compareRanks, isRank, rankBetween } from './rank';

/** A missing rank (no key yet): such items sort first, as SQL sorts NULL and '' in ascending order. */
export type MaybeRank = string | null | undefined;

export interface RankPlace {
  /** The moved item's new key. */
  rank: string;
  /** Where it lands among the others, from 0: `index` itself unless there was no room there. */
  index: number;
}

/**
 * The key for the gap before `ranks[gap]` (after the last one when `gap` is the length): strictly between its
 * two neighbours as they sort (compareRanks), or null when no key fits there, as between two equal keys or before
 * an item without one. A neighbour whose key is not one of ours (typed by hand elsewhere) bounds it as it sorts.
 */
function rankForGap(ranks: readonly MaybeRank[], gap: number): string | null {
  const below = gap > 0 ? (ranks[gap - 1] ?? '') : null;
  const above = gap < ranks.length ? (ranks[gap] ?? '') : null;
  const lower = below !== null && isRank(below) ? below : null;
  const upper = above !== null && isRank(above) ? above : null;
  if (lower !== null && upper !== null && lower >= upper) return null;
  const rank = rankBetween(lower, upper);
  if (below !== null && compareRanks(below, rank) >= 0) return null;
  if (above !== null && compareRanks(rank, above) >= 0) return null;
  return rank;
}

/**
 * The key for an item put at `index` among the others of its list (`ranks`: their keys in the order shown,
 * ties broken by the caller's own rule, the moved item left out). Where the neighbours leave no room (equal keys,
 * items without one), it takes the nearest place that has some, later places first at equal distance, and says
 * which: no other item is ever given a new key.
 */
export function rankAt(ranks: readonly MaybeRank[], index: number): RankPlace {
  const at = Math.max(0, Math.min(Math.trunc(index), ranks.length));
  for (let distance = 0; distance <= ranks.length; distance += 1) {
    for (const gap of distance === 0 ? [at] : [at + distance, at - distance]) {
      if (gap < 0 || gap > ranks.length) continue;
      const rank = rankForGap(ranks, gap);
      if (rank !== null) return { rank, index: gap };
    }
  }
  // Every gap is bounded by keys typed by hand that sort after any of ours: before them all.
  const rank = rankBetween(null, null);
  return { rank, index: ranks.filter((other) => compareRanks(other, rank) < 0).length };
}

/** The key for an item added at the end of a list (`ranks` in the order shown). */
export function rankAtEnd(ranks: readonly MaybeRank[]): string {
  return rankAt(ranks, ranks.length).rank;
}
