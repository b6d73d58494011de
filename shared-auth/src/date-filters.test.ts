import { dateSpanFilters } from './date-filters';

it('asks for the date to be set, from the first day, and before the day after', () => {
  expect(dateSpanFilters('exp_end_date', { from: '2026-05-01', before: '2026-06-01' })).toEqual([
    ['exp_end_date', 'is', 'set'],
    ['exp_end_date', '>=', '2026-05-01'],
    ['exp_end_date', '<', '2026-06-01'],
  ]);
});

it('leaves an open end out, but never the "is set"', () => {
  expect(dateSpanFilters('exp_end_date', { before: '2026-06-01' })).toEqual([
    ['exp_end_date', 'is', 'set'],
    ['exp_end_date', '<', '2026-06-01'],
  ]);
  expect(dateSpanFilters('completed_on', {})).toEqual([['completed_on', 'is', 'set']]);
});
