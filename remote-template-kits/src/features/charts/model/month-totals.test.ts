import { perMonth } from './month-totals';
import type { CategoryData } from './series';

test('days summed per month, each series apart, months in order', () => {
  const days: CategoryData = {
    categoryName: 'Day',
    format: 'count',
    series: [
      { key: 'created', name: 'Created', color: 'blue' },
      { key: 'completed', name: 'Completed', color: 'green' },
    ],
    rows: [
      { label: '2026-02-27', values: { created: 2, completed: 1 } },
      { label: '2026-02-28', values: { created: 3 } },
      { label: '2026-03-01', values: { created: 1, completed: 4 } },
    ],
  };
  const months = perMonth(days);
  expect(months.categoryName).toBe('Month');
  expect(months.rows.map((row) => row.values)).toEqual([
    { created: 5, completed: 1 },
    { created: 1, completed: 4 },
  ]);
  expect(months.rows.map((row) => row.label)).toEqual([
    new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' }).format(new Date(2026, 1, 1)),
    new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' }).format(new Date(2026, 2, 1)),
  ]);
});
