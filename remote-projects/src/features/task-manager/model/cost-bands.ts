// The cost bands the list groups by, on a task's total costing amount.
import { formatCount } from 'shared-ui';

export const COST_BANDS = [
  { key: 'none', label: 'No cost' },
  { key: 'under-500', label: `Under ${formatCount(500)}` },
  { key: '500-2000', label: `${formatCount(500)}–${formatCount(2000)}` },
  { key: 'over-2000', label: `Over ${formatCount(2000)}` },
] as const;

export type CostBand = (typeof COST_BANDS)[number]['key'];

/** 500 and 2,000 themselves belong to the middle band. */
export function costBandOf(amount: number | null | undefined): CostBand {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return 'none';
  if (amount < 500) return 'under-500';
  if (amount <= 2000) return '500-2000';
  return 'over-2000';
}
