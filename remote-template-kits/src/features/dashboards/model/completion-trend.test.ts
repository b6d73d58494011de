import { completionTrend, isQuietTrend, TREND_WEEKS, trendWeekStarts } from './completion-trend';
import { trendSummary, trendTable } from './trend-chart';

test('the trend covers the last eight weeks, Monday to Sunday, the one holding today last', () => {
  // 2026-03-05 is a Thursday.
  const starts = trendWeekStarts('2026-03-05');
  expect(starts).toHaveLength(TREND_WEEKS);
  expect(starts[0]).toBe('2026-01-12');
  expect(starts.at(-1)).toBe('2026-03-02');
});

test('tasks created and completed counted in their week; dates before the first week left out', () => {
  const starts = ['2026-02-16', '2026-02-23', '2026-03-02'];
  const weeks = completionTrend(
    {
      created: ['2026-02-15 23:59:59.000000', '2026-02-16 08:00:00.000000', '2026-03-08 18:00:00.000000'],
      // Completion dates, or the last change's datetime where a task has none.
      completed: ['2026-02-22', '2026-02-23', '2026-02-24 10:00:00.000000', '2026-03-02'],
    },
    starts,
  );
  expect(weeks.map(({ start, created, completed }) => [start, created, completed])).toEqual([
    ['2026-02-16', 1, 1],
    ['2026-02-23', 0, 2],
    ['2026-03-02', 1, 1],
  ]);
  expect(isQuietTrend(weeks)).toBe(false);
  expect(trendSummary(weeks)).toBe('3 weeks: 2 tasks created, 4 completed');
  expect(trendTable(weeks)).toEqual({
    headers: ['Week starting', 'Created', 'Completed'],
    rows: weeks.map((week) => ({ label: week.label, cells: [String(week.created), String(week.completed)] })),
  });
});

test('weeks in which nothing was created or completed are a quiet trend', () => {
  const weeks = completionTrend({ created: [], completed: ['2020-01-01'] }, ['2026-02-16', '2026-02-23']);
  expect(weeks.map((week) => [week.created, week.completed])).toEqual([
    [0, 0],
    [0, 0],
  ]);
  expect(isQuietTrend(weeks)).toBe(true);
});
