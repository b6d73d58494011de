import { chart, live, pie, sample } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { BROWSER_SHARE } from '../model/sample-series';

/** `/charts/apex-chart/doughnut`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Doughnut charts',
  'Doughnuts, pies and half doughnuts.',
  [
    chart('Doughnut', 'The share of tasks at each priority.', pie(live('tasksByPriority'))),
    chart('Pie', 'The share of tasks in each status.', pie(live('tasksByStatus'), 'pie')),
    chart('Semi doughnut', 'The share of tasks in each department.', pie(live('tasksByDepartment'), 'half')),
    chart('Doughnut of visits', 'Visits by browser.', pie(sample(BROWSER_SHARE))),
  ],
);
