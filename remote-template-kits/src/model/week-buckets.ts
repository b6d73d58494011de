// Dates counted per calendar week (weeks start on Monday), for the created/completed-over-time charts and the
// overview dashboard's trend.
import { addDays, parseFrappeDate, toIsoDate } from 'shared-ui';

const weekLabelFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** The Mondays (YYYY-MM-DD) of the last `weeks` weeks, the one holding `today` last. */
export function weekStarts(today: string, weeks: number): string[] {
  const date = parseFrappeDate(today);
  if (!date) return [];
  const sinceMonday = (date.getDay() + 6) % 7;
  const thisMonday = addDays(today, -sinceMonday);
  return Array.from({ length: weeks }, (_, index) => addDays(thisMonday, (index - weeks + 1) * 7));
}

/** How many of `dates` (Frappe dates or datetimes) fall in each week; dates before the first week are left out. */
export function countPerWeek(dates: readonly string[], starts: readonly string[]): number[] {
  const counts = starts.map(() => 0);
  for (const value of dates) {
    const date = parseFrappeDate(value);
    if (!date) continue;
    const day = toIsoDate(date);
    // ISO dates compare as text; the last week whose Monday is on or before the day holds it.
    let week = -1;
    starts.forEach((start, index) => {
      if (start <= day) week = index;
    });
    if (week >= 0) counts[week] = (counts[week] ?? 0) + 1;
  }
  return counts;
}

/** "Nov 16": the week's Monday, in the reader's locale. */
export function weekLabel(start: string): string {
  const date = parseFrappeDate(start);
  return date ? weekLabelFormat.format(date) : start;
}
