import { cartesian, chart, live, sample } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { DAILY_ORDERS, DAILY_TICKETS } from '../model/sample-series';

/** `/charts/apex-chart/spark-line`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Spark lines',
  'Small charts without axes: a trend at a glance.',
  [
    chart('Tasks created and completed', 'Per week, over twelve weeks.', cartesian(live('weeklyActivity'), { draw: 'line', compact: true })),
    chart('Tickets handled', 'Support tickets per day, over two weeks.', cartesian(sample(DAILY_TICKETS), { draw: 'line', compact: true, markers: true })),
    chart('Orders', 'Orders per day, over two weeks.', cartesian(sample(DAILY_ORDERS), { draw: 'area', compact: true })),
    chart('Orders as columns', 'The same orders, one column a day.', cartesian(sample(DAILY_ORDERS), { compact: true })),
    chart('Tickets, stepped', 'The same tickets as steps.', cartesian(sample(DAILY_TICKETS), { draw: 'area', curve: 'step', compact: true })),
    chart('Tasks by priority', 'Every task, counted by its priority.', cartesian(live('tasksByPriority'), { compact: true, colorByCategory: true })),
  ],
  true,
);
