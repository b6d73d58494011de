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
