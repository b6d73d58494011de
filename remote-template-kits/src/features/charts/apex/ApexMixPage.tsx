import { cartesian, chart, live, sample } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { MONTHLY_FINANCE, SERVER_LOAD, WEEKLY_VISITS } from '../model/sample-series';

/** `/charts/apex-chart/mix`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Mixed charts',
  'Columns, lines and areas in one chart.',
  [
    chart('Columns and line', 'Tasks created each week as columns, completed as a line.', cartesian(live('weeklyActivity'), { draw: ['bar', 'line'], markers: true })),
    chart('Two columns and a line', 'Income and costs as columns, profit as a line (thousands).', cartesian(sample(MONTHLY_FINANCE), { draw: ['bar', 'bar', 'line'] })),
    chart('Area, line and columns', 'Visits: desktop as an area, mobile as a line, tablet as columns.', cartesian(sample(WEEKLY_VISITS), { draw: ['area', 'line', 'bar'] })),
    chart('Area and line', 'Processor load as an area, memory use as a line, in percent.', cartesian(sample(SERVER_LOAD), { draw: ['area', 'line'], curve: 'linear' })),
  ],
);
