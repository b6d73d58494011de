import { describeDueIn, describeLateness, hoursChartData } from './delivery';

test('how near a due date is, and how late an overdue one', () => {
  const dueIn = describeDueIn('2026-03-30');
  expect(['2026-03-30', '2026-03-31', '2026-04-02'].map(dueIn)).toEqual(['today', 'tomorrow', 'in 3 days']);
  const late = describeLateness('2026-03-30');
  expect(['2026-03-29', '2026-03-25'].map(late)).toEqual(['1 day late', '5 days late']);
});

test('hours by department: most first, no department last, in one colour', () => {
  const data = hoursChartData([
    { department: null, hours: 40 },
    { department: 'Design', hours: 2 },
    { department: 'Engineering', hours: 12.5 },
  ]);
  expect(data.map(({ label, value }) => [label, value])).toEqual([
    ['Engineering', 12.5],
    ['Design', 2],
    ['Not set', 40],
  ]);
  expect(new Set(data.map((datum) => datum.color)).size).toBe(1);
});
