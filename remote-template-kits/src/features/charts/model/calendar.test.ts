import { calendarCells, countPerDay, monthMarks } from './calendar';

test('each day in its week column (weeks start on Monday) and weekday row', () => {
  // 2026-02-26 is a Thursday; 2026-03-02 a Monday.
  const cells = calendarCells('2026-02-26', '2026-03-09');
  expect(cells).toHaveLength(12);
  expect(cells[0]).toEqual({ date: '2026-02-26', week: 0, weekday: 3 });
  expect(cells[3]).toEqual({ date: '2026-03-01', week: 0, weekday: 6 });
  expect(cells[4]).toEqual({ date: '2026-03-02', week: 1, weekday: 0 });
  expect(cells.at(-1)).toEqual({ date: '2026-03-09', week: 2, weekday: 0 });
});

test('a year of days spans 53 week columns, across a change to summer time', () => {
  const cells = calendarCells('2025-03-06', '2026-03-05');
  expect(cells).toHaveLength(365);
  expect(cells.at(-1)).toEqual({ date: '2026-03-05', week: 52, weekday: 3 });
  expect(new Set(cells.map((cell) => cell.date)).size).toBe(365);
});

test('a month is marked at the column of its first day; one begun before the first day is not', () => {
  const marks = monthMarks(calendarCells('2026-02-26', '2026-04-02'));
  // March begins on the Sunday of the first week; April on the Wednesday of the sixth.
  expect(marks.map((mark) => mark.week)).toEqual([0, 5]);
  expect(marks).toHaveLength(2);
});

test('dates and datetimes counted on their day; others left out', () => {
  const days = ['2026-03-04', '2026-03-05'];
  const dates = ['2026-03-04', '2026-03-05 09:00:00.000000', '2026-03-05 18:30:00', '2026-03-03', 'not a date'];
  expect(countPerDay(dates, days)).toEqual([1, 2]);
});
