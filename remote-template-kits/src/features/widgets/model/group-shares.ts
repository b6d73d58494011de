import type { GroupCount } from '@kits/api/count-tasks-by';

export interface GroupShare {
  /** The group's value; "Not set" for the tasks without one. */
  label: string;
  count: number;
  /** 0 to 1. */
  share: number;
  /** A board status's own colour (CSS), drawn instead of the label's palette. */
  color?: string | null;
}

/**
 * Each group's count and share of the total, in `order` (the known values, also those with no task), then any
 * value the site added, then the unset ones.
 */
export function groupShares(counts: readonly GroupCount[], order: readonly string[]): GroupShare[] {
  const total = counts.reduce((sum, group) => sum + group.count, 0);
  const countOf = new Map(counts.map((group) => [group.value, group.count]));
  const extra = counts
    .filter((group) => group.value !== null && !order.includes(group.value))
    .map((group) => group.value);
  const labels: Array<string | null> = [...order, ...(extra as string[])];
  if (countOf.has(null)) labels.push(null);
  return labels.map((value) => {
    const count = countOf.get(value) ?? 0;
    return { label: value ?? 'Not set', count, share: total === 0 ? 0 : count / total };
  });
}
