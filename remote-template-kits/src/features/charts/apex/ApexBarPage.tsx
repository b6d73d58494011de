import { cartesian, chart, live, sample } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { WEEKLY_VISITS } from '../model/sample-series';

/** `/charts/apex-chart/bar`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Bar charts',
  'Horizontal bars: basic, stacked, to 100% and grouped.',
  [
    chart('Basic bars', 'Every task, counted by its department.', cartesian(live('tasksByDepartment'), { horizontal: true, colorByCategory: true })),
    chart('Stacked bars', 'Unfinished tasks of each department, stacked by status.', cartesian(live('statusByDepartment'), { horizontal: true, stacked: true })),
    chart('100% stacked bars', 'The priority mix of each status.', cartesian(live('priorityByStatus'), { horizontal: true, percent: true })),
    chart('Grouped bars', 'Visits per weekday, side by side by device.', cartesian(sample(WEEKLY_VISITS), { horizontal: true })),
  ],
);
