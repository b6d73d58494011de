import { TASK_PRIORITIES } from 'tessera-contracts';
import { taskChartColor } from 'shared-ui';
import { completionOf, countOf, NOT_SET, toChartData, totalOf } from './task-counts';

const counts = [
  { value: 'High', count: 4 },
  { value: 'Blocker', count: 1 },
  { value: null, count: 2 },
  { value: 'Low', count: 3 },
];

test('totals and per-value counts', () => {
  expect(totalOf(counts)).toBe(10);
  expect(countOf(counts, 'High')).toBe(4);
  expect(countOf(counts, 'Medium')).toBe(0);
});

test('chart data: the known values in order (zero when absent), then the site’s own and the unset ones', () => {
  expect(toChartData(counts, TASK_PRIORITIES)).toEqual([
    { label: 'Low', value: 3, color: taskChartColor('Low') },
    { label: 'Medium', value: 0, color: taskChartColor('Medium') },
    { label: 'High', value: 4, color: taskChartColor('High') },
    { label: 'Urgent', value: 0, color: taskChartColor('Urgent') },
    { label: 'Blocker', value: 1, color: taskChartColor('Blocker') },
    { label: NOT_SET, value: 2, color: taskChartColor(NOT_SET) },
  ]);
});

test('completion leaves Cancelled and Template tasks out of the planned ones', () => {
  const byStatus = [
    { value: 'Completed', count: 3 },
    { value: 'Open', count: 3 },
    { value: 'Cancelled', count: 2 },
    { value: 'Template', count: 1 },
  ];
  expect(completionOf(byStatus)).toEqual({ completed: 3, planned: 6, rate: 0.5 });
  expect(completionOf([{ value: 'Cancelled', count: 1 }])).toEqual({ completed: 0, planned: 0, rate: null });
});
