// Turning grouped task counts into what the dashboards show.
import { taskChartColor } from 'shared-ui';
import type { ChartDatum } from '@kits/components/charts/chart-datum';
import type { StatusTally } from 'tessera-contracts';
import type { GroupCount } from '../api/count-tasks-by';

/** The label of tasks whose grouped field is empty. */
export const NOT_SET = 'Not set';

export type { ChartDatum };

function countOf(counts: readonly GroupCount[], value: string): number {
  return counts.filter((group) => group.value === value).reduce((sum, group) => sum + group.count, 0);
}

/**
 * Every value of `order` (zero when absent, so the chart keeps its shape), then any value the site added and the
 * unset group, as chart data in each status's or priority's colour (gray for the others).
 */
export function toChartData(counts: readonly GroupCount[], order: readonly string[]): ChartDatum[] {
  const known = order.map((value) => ({ label: value, value: countOf(counts, value), color: taskChartColor(value) }));
  const extra = counts
    .filter((group) => group.value === null || !order.includes(group.value))
    .map((group) => {
      const label = group.value ?? NOT_SET;
      return { label, value: group.count, color: taskChartColor(label) };
    });
  return [...known, ...extra];
}

export interface Completion {
  completed: number;
  /** Tasks that count towards the rate: all but cancelled ones (template tasks are not counted at all). */
  planned: number;
  /** 0..1, or null when nothing is planned. */
  rate: number | null;
}

/** Done tasks (by their one status) among those not cancelled. */
export function completionOf(tally: StatusTally): Completion {
  const planned = tally.total - tally.cancelled;
  return { completed: tally.done, planned, rate: planned > 0 ? tally.done / planned : null };
}
