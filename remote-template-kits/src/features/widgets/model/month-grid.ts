import { toIsoDate } from 'shared-ui';

/** A month as weeks of seven days, Monday first; null for the days of the months either side. */
export function monthGrid(year: number, month: number): Array<Array<string | null>> {
  const first = new Date(year, month, 1);
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  // getDay: 0 is Sunday; Monday-first weeks put Sunday last.
  const leading = (first.getDay() + 6) % 7;
  const cells: Array<string | null> = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(toIsoDate(new Date(year, month, day)));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<string | null>> = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** The first and last day of the month, YYYY-MM-DD. */
export function monthBounds(year: number, month: number): { from: string; to: string } {
  return { from: toIsoDate(new Date(year, month, 1)), to: toIsoDate(new Date(year, month + 1, 0)) };
}

/** The month `offset` months away from `year`/`month`. */
export function shiftMonth(year: number, month: number, offset: number): { year: number; month: number } {
  const date = new Date(year, month + offset, 1);
  return { year: date.getFullYear(), month: date.getMonth() };
}
