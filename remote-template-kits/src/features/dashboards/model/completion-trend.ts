// The overview's completion trend: tasks created and completed in each of the last weeks.
import { countPerWeek, weekLabel, weekStarts } from '@kits/model/week-buckets';
import type { TaskActivity } from '@kits/api/task-activity';

/** How many weeks the trend shows, this one included. */
export const TREND_WEEKS = 8;

export interface TrendWeek {
  /** The week's Monday, YYYY-MM-DD. */
  start: string;
  /** "Nov 16", in the reader's locale. */
  label: string;
  created: number;
  completed: number;
}

/** The Mondays of the trend's weeks, the one holding `today` last: the first is where its reads start. */
export function trendWeekStarts(today: string): string[] {
  return weekStarts(today, TREND_WEEKS);
}

/** The tasks created and completed in each week that starts at `starts`; earlier dates are left out. */
export function completionTrend(dates: TaskActivity, starts: readonly string[]): TrendWeek[] {
  const created = countPerWeek(dates.created, starts);
  const completed = countPerWeek(dates.completed, starts);
  return starts.map((start, index) => ({
    start,
    label: weekLabel(start),
    created: created[index] ?? 0,
    completed: completed[index] ?? 0,
  }));
}

/** Whether nothing was created or completed in any of the weeks. */
export function isQuietTrend(weeks: readonly TrendWeek[]): boolean {
  return weeks.every((week) => week.created === 0 && week.completed === 0);
}
