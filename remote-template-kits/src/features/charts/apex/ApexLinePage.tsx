import { cartesian, chart, live, sample } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { MONTHLY_FINANCE, SERVER_LOAD, SIGNUPS_BY_YEAR } from '../model/sample-series';

/** `/charts/apex-chart/line`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Line charts',
  'Lines with markers, smooth, dashed, stepped and straight.',
  [
    chart('Line with markers', 'Tasks created and completed each week, over twelve weeks.', cartesian(live('weeklyActivity'), { draw: 'line', markers: true, curve: 'linear' })),
    chart('Smooth dashed lines', 'Sign-ups per month; last year solid, this year dashed.', cartesian(sample(SIGNUPS_BY_YEAR), { draw: 'line', dashed: true })),
    chart('Step line', 'Processor and memory load through the day, in percent.', cartesian(sample(SERVER_LOAD), { draw: 'line', curve: 'step' })),
    chart('Straight lines', 'Income, costs and profit per month (thousands).', cartesian(sample(MONTHLY_FINANCE), { draw: 'line', curve: 'linear' })),
  ],
);
