// A card's place in its column is a number; a card dropped between two others takes the midpoint of theirs,
// so a move writes one task, never the whole column.
import { BOARD_POSITION_STEP } from 'tessera-contracts';

/** The position for a card placed between `before` and `after` (either may be missing: the column's ends). */
export function positionBetween(before: number | null | undefined, after: number | null | undefined): number {
  const hasBefore = typeof before === 'number' && Number.isFinite(before);
  const hasAfter = typeof after === 'number' && Number.isFinite(after);
  if (hasBefore && hasAfter) return (before + after) / 2;
  if (hasBefore) return before + BOARD_POSITION_STEP;
  if (hasAfter) return after - BOARD_POSITION_STEP;
  return BOARD_POSITION_STEP;
}

/**
 * The smallest gap kept between two positions: a midpoint closer than this to a neighbour may no longer differ
 * from it once stored (Frappe keeps Float fields to 9 decimals), and equal positions sort by name instead.
 */
export const MIN_POSITION_GAP = 1 / 1024;

/** New positions for consecutive cards of a column: `positions[i]` goes to the card at `start + i`. */
export interface PositionSpread {
  start: number;
  positions: number[];
}

/** `count` positions evenly between `before` and `after` (null: the column's ends). */
function spread(before: number | null, after: number | null, count: number): number[] {
  return Array.from({ length: count }, (_, i) => {
    if (before !== null && after !== null) return before + ((after - before) * (i + 1)) / (count + 1);
    if (before !== null) return before + BOARD_POSITION_STEP * (i + 1);
    if (after !== null) return after - BOARD_POSITION_STEP * (count - i);
    return BOARD_POSITION_STEP * (i + 1);
  });
}

/**
 * Where to put the card placed at `index` of a column (`positions`: the column's cards in their new order, the
 * placed one included; its own entry is ignored). Usually the placed card alone, at the midpoint of its
 * neighbours. When they share a position, or no gap is left between them, the fewest consecutive cards around
 * it are given positions spread evenly between the cards around them, so the placed card lands exactly there
 * while every other card keeps its order.
 */
export function placeInColumn(positions: readonly number[], index: number): PositionSpread {
  const n = positions.length;
  for (let count = 1; count <= n; count += 1) {
    for (let start = Math.max(0, index - count + 1); start <= index && start + count <= n; start += 1) {
      const before = start > 0 ? (positions[start - 1] ?? null) : null;
      const after = start + count < n ? (positions[start + count] ?? null) : null;
      if (before !== null && after !== null && (after - before) / (count + 1) < MIN_POSITION_GAP) continue;
      return { start, positions: spread(before, after, count) };
    }
  }
  return { start: 0, positions: spread(null, null, n) };
}
