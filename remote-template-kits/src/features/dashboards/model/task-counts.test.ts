import { TASK_PRIORITIES, type StatusTally } from 'tessera-contracts';
import { taskChartColor } from 'shared-ui';
import { completionOf, NOT_SET, toChartData } from './task-counts';

const counts = [
  { value: 'High', count: 4 },
  { value: 'Blocker', count: 1 },
  { value: null, count: 2 },
  { value: 'Low', count: 3 },
];

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

const tally: StatusTally = {
  byName: [
    { name: { key: 'to do', label: 'To do', color: '#64748b' }, count: 4 },
    { name: { key: 'open', label: 'Open', color: null }, count: 3 },
    { name: { key: 'done', label: 'Done', color: '#16a34a' }, count: 3 },
    { name: { key: 'cancelled', label: 'Cancelled', color: null }, count: 2 },
  ],
  total: 12,
  done: 3,
  cancelled: 2,
};

test('completion: the done tasks among those not cancelled', () => {
  expect(completionOf(tally)).toEqual({ completed: 3, planned: 10, rate: 0.3 });
  expect(completionOf({ byName: [], total: 1, done: 0, cancelled: 1 })).toEqual({
    completed: 0,
    planned: 0,
    rate: null,
  });
});
