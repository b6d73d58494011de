import { monthBounds, monthGrid, shiftMonth } from './month-grid';

test('a month in Monday-first weeks, padded with nulls', () => {
  // March 2026 starts on a Sunday and has 31 days.
  const weeks = monthGrid(2026, 2);
  expect(weeks).toHaveLength(6);
  expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
  expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
  expect(weeks.flat().filter(Boolean)).toHaveLength(31);
});

test('bounds and moving across a year', () => {
  expect(monthBounds(2028, 1)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 });
  expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, month: 0 });
});
