// How many rows each group draws in the list's first render: the rows a window can show, taken from the groups in
// order. The rest follow in a background render right after (use-first-pass-rows.ts), so the first row of a long
// list does not wait for the hundreds of rows below the fold to be rendered.
import { GROUP_PAGE_SIZE } from '../api/list-group-rows';
import type { TaskGroup } from './task-groups';

/** Shorter than any row (a table row is about 37 px, a phone's card more), so the rows counted fill the window. */
const MIN_ROW_HEIGHT_PX = 32;

/** The rows the first render draws for a window `windowHeight` px tall: at least as many as it can show. */
export function rowsToFill(windowHeight: number): number {
  return Math.ceil(windowHeight / MIN_ROW_HEIGHT_PX);
}

/**
 * Each group's row limit for the first render, by key: an expanded group takes what it will draw (its first page
 * at most) while the `budget` of rows lasts; a folded group draws no rows and takes none.
 */
export function firstPassRowLimits(
  groups: readonly TaskGroup[],
  isCollapsed: (key: string) => boolean,
  budget: number,
): Map<string, number> {
  const limits = new Map<string, number>();
  let left = budget;
  for (const group of groups) {
    const drawn = isCollapsed(group.key) ? 0 : Math.min(group.count, GROUP_PAGE_SIZE);
    const limit = Math.min(drawn, left);
    limits.set(group.key, limit);
    left -= limit;
  }
  return limits;
}
