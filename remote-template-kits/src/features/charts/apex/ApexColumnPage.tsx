import { cartesian, chart, live, sample } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { MONTHLY_FINANCE, WEEKLY_VISITS } from '../model/sample-series';

/** `/charts/apex-chart/column`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Column charts',
  'Columns: basic, stacked, grouped and to 100%.',
  [
    chart('Basic columns', 'Every task, counted by its status.', cartesian(live('tasksByStatus'), { colorByCategory: true })),
    chart('Stacked columns', 'Tasks of each status, stacked by priority.', cartesian(live('priorityByStatus'), { stacked: true })),
    chart('Grouped columns', 'Income, costs and profit per month (thousands), side by side.', cartesian(sample(MONTHLY_FINANCE))),
    chart('100% stacked columns', 'Each device’s share of the day’s visits.', cartesian(sample(WEEKLY_VISITS), { percent: true })),
  ],
);
