import { countPerWeek, weekStarts } from './week-buckets';

test('the Mondays of the last weeks, the current one last', () => {
  // 2026-03-05 is a Thursday.
  expect(weekStarts('2026-03-05', 3)).toEqual(['2026-02-16', '2026-02-23', '2026-03-02']);
  // A Monday starts its own week; a Sunday ends the week before.
  expect(weekStarts('2026-03-02', 1)).toEqual(['2026-03-02']);
  expect(weekStarts('2026-03-08', 1)).toEqual(['2026-03-02']);
});

test('dates and datetimes counted in their week; earlier ones and unreadable ones left out', () => {
  const starts = ['2026-02-16', '2026-02-23', '2026-03-02'];
  const dates = [
    '2026-02-15 23:59:59.000000',
    '2026-02-16 00:00:01.000000',
    '2026-02-22',
    '2026-02-23 09:00:00.123456',
    '2026-03-05',
    '2026-03-08 18:00:00.000000',
    'not a date',
  ];
  expect(countPerWeek(dates, starts)).toEqual([2, 1, 2]);
});
