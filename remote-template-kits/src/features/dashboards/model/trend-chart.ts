// How the completion trend is drawn and told: its series, its table and its one-line description.
import { colorVar, formatCount } from 'shared-ui';
import { seriesColor } from '@kits/components/charts/chart-theme';
import type { ChartTable } from '@kits/components/charts/chart-table';
import type { TrendWeek } from './completion-trend';

export const TREND_CHART_HEIGHT_PX = 280;

export const TREND_SERIES = {
  created: { key: 'created', name: 'Created', color: seriesColor(0) },
  completed: { key: 'completed', name: 'Completed', color: colorVar('green.solid') },
} as const;

/** The weeks as a table, for screen readers: the week's Monday, then the tasks created and completed in it. */
export function trendTable(weeks: readonly TrendWeek[]): ChartTable {
  return {
    headers: ['Week starting', TREND_SERIES.created.name, TREND_SERIES.completed.name],
    rows: weeks.map((week) => ({ label: week.label, cells: [formatCount(week.created), formatCount(week.completed)] })),
  };
}

/** "8 weeks: 40 tasks created, 32 completed". */
export function trendSummary(weeks: readonly TrendWeek[]): string {
  const created = weeks.reduce((sum, week) => sum + week.created, 0);
  const completed = weeks.reduce((sum, week) => sum + week.completed, 0);
  return `${formatCount(weeks.length)} weeks: ${formatCount(created)} tasks created, ${formatCount(completed)} completed`;
}
