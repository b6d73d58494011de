// Turning grouped task counts into what the dashboards show.
import type { GroupCount } from './task-stats-api';
import { OTHER_COLOR } from './task-vocabulary';

/** The label of tasks whose grouped field is empty. */
export const NOT_SET = 'Not set';

/** One bar or slice of a chart, and one row of its table. */
export interface ChartDatum {
  label: string;
  value: number;
  color: string;
}

export function totalOf(counts: readonly GroupCount[]): number {
  return counts.reduce((sum, group) => sum + group.count, 0);
}

export function countOf(counts: readonly GroupCount[], value: string): number {
  return counts.filter((group) => group.value === value).reduce((sum, group) => sum + group.count, 0);
}

/**
 * Every value of `order` (zero when absent, so the chart keeps its shape), then any value the site added and the
 * unset group, as chart data.
 */
export function toChartData(
  counts: readonly GroupCount[],
  order: readonly string[],
  colors: Readonly<Record<string, string>>,
): ChartDatum[] {
  const known = order.map((value) => ({ label: value, value: countOf(counts, value), color: colors[value] ?? OTHER_COLOR }));
  const extra = counts
    .filter((group) => group.value === null || !order.includes(group.value))
    .map((group) => ({ label: group.value ?? NOT_SET, value: group.count, color: OTHER_COLOR }));
  return [...known, ...extra];
}

export interface Completion {
  completed: number;
  /** Tasks that count towards the rate: all but Cancelled and Template ones. */
  planned: number;
  /** 0..1, or null when nothing is planned. */
  rate: number | null;
}

export function completionOf(statusCounts: readonly GroupCount[]): Completion {
  const completed = countOf(statusCounts, 'Completed');
  const planned = totalOf(statusCounts) - countOf(statusCounts, 'Cancelled') - countOf(statusCounts, 'Template');
  return { completed, planned, rate: planned > 0 ? completed / planned : null };
}
