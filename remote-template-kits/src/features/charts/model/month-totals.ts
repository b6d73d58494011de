// A day-by-day series summed per month: what the screen-reader table of a year of days shows (a row a month, not
// 365 rows).
import { parseFrappeDate } from 'shared-ui';
import type { CategoryData } from './series';

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });

/** The rows (labelled YYYY-MM-DD, in order) added up per calendar month, each series apart. */
export function perMonth(data: CategoryData): CategoryData {
  const months = new Map<string, Record<string, number>>();
  for (const row of data.rows) {
    const month = row.label.slice(0, 7);
    const totals = months.get(month) ?? {};
    for (const series of data.series) totals[series.key] = (totals[series.key] ?? 0) + (row.values[series.key] ?? 0);
    months.set(month, totals);
  }
  return {
    ...data,
    categoryName: 'Month',
    rows: [...months].map(([month, values]) => {
      const first = parseFrappeDate(`${month}-01`);
      return { label: first ? monthFormat.format(first) : month, values };
    }),
  };
}
