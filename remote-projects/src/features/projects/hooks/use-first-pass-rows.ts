import { useDeferredValue } from 'react';
import type { TaskGroup } from '../model/task-groups';
import { firstPassRowLimits, rowsToFill } from '../model/first-pass-rows';

/**
 * Each group's row limit while the list's first render is drawn (see first-pass-rows.ts); null once React has
 * drawn the rest in the background render that follows it, and for groups that arrive after the list mounted.
 */
export function useFirstPassRows(
  groups: readonly TaskGroup[] | undefined,
  isCollapsed: (key: string) => boolean,
): ReadonlyMap<string, number> | null {
  // React renders with `true` first, then at once again with `false` in a background render it may interrupt.
  const firstPass = useDeferredValue(false, true);
  return firstPass && groups ? firstPassRowLimits(groups, isCollapsed, rowsToFill(window.innerHeight)) : null;
}
