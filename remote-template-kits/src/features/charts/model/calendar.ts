// A calendar heatmap's layout: one column per week (Monday to Sunday, top to bottom), one cell per day.
import { addDays, parseFrappeDate, toIsoDate } from 'shared-ui';

export interface CalendarCell {
  /** YYYY-MM-DD. */
  date: string;
  /** Its week's column, 0 for the week of the first day. */
  week: number;
  /** Its row: 0 Monday … 6 Sunday. */
  weekday: number;
}

export interface MonthMark {
  /** The column of the week holding the month's first day. */
  week: number;
  /** "Jan": the month's name in the reader's locale. */
  label: string;
}

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short' });

const weekdayOf = (date: string) => ((parseFrappeDate(date)?.getDay() ?? 1) + 6) % 7;

/** Every day from `first` to `last` (YYYY-MM-DD) in its week's column and weekday's row. */
export function calendarCells(first: string, last: string): CalendarCell[] {
  const cells: CalendarCell[] = [];
  const offset = weekdayOf(first);
  for (let date = first, index = 0; date <= last; date = addDays(date, 1), index += 1) {
    cells.push({ date, week: Math.floor((index + offset) / 7), weekday: (index + offset) % 7 });
  }
  return cells;
}

/** Where each month begins among the cells: the column of its first day (a month begun before the first day is left out). */
export function monthMarks(cells: readonly CalendarCell[]): MonthMark[] {
  return cells
    .filter((cell) => cell.date.endsWith('-01'))
    .map((cell) => ({ week: cell.week, label: monthFormat.format(parseFrappeDate(cell.date) ?? new Date()) }));
}

/** How many of `dates` (Frappe dates or datetimes) fall on each of `days` (YYYY-MM-DD); others are left out. */
export function countPerDay(dates: readonly string[], days: readonly string[]): number[] {
  const index = new Map(days.map((day, at) => [day, at]));
  const counts = days.map(() => 0);
  for (const value of dates) {
    const date = parseFrappeDate(value);
    const at = date ? index.get(toIsoDate(date)) : undefined;
    if (at !== undefined) counts[at] = (counts[at] ?? 0) + 1;
  }
  return counts;
}
