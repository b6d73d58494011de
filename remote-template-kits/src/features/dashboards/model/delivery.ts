// The delivery dashboard's wording and chart data.
import { colorVar, formatRelativeDay, daysBetween, plural } from 'shared-ui';
import type { DepartmentHours } from '../api/sum-hours-by-department';
import { NOT_SET, type ChartDatum } from './task-counts';

const DEPARTMENT_BAR_COLOR = colorVar('teal.solid');

/** "today", "tomorrow", "in 3 days". */
export function describeDueIn(today: string): (endDate: string) => string {
  return (endDate) => formatRelativeDay(endDate, today);
}

/** "1 day late", "5 days late". */
export function describeLateness(today: string): (endDate: string) => string {
  return (endDate) => `${plural(daysBetween(endDate, today), { one: 'day', other: 'days' })} late`;
}

/** Most hours first; tasks without a department last. */
export function hoursChartData(rows: readonly DepartmentHours[]): ChartDatum[] {
  return [...rows]
    .sort((a, b) => Number(a.department === null) - Number(b.department === null) || b.hours - a.hours)
    .map((row) => ({ label: row.department ?? NOT_SET, value: row.hours, color: DEPARTMENT_BAR_COLOR }));
}
