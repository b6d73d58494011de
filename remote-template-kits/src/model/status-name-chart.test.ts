import { taskChartColor } from 'shared-ui';
import { statusNameChartData } from './status-name-chart';

const byName = [
  { name: { key: 'to do', label: 'To do', color: '#64748b' }, count: 4 },
  { name: { key: 'open', label: 'Open', color: null }, count: 3 },
  { name: { key: 'done', label: 'Done', color: '#16a34a' }, count: 3 },
  { name: { key: 'cancelled', label: 'Cancelled', color: null }, count: 2 },
];

test("status names keep the list's order, in their board's colour, else the ERPNext status's own", () => {
  expect(statusNameChartData(byName)).toEqual([
    { label: 'To do', value: 4, color: '#64748b' },
    { label: 'Open', value: 3, color: taskChartColor('Open') },
    { label: 'Done', value: 3, color: '#16a34a' },
    { label: 'Cancelled', value: 2, color: taskChartColor('Cancelled') },
  ]);
});
