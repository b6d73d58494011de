import { chart, scatter } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { ESTIMATES_VS_ACTUALS } from '../model/sample-series';

/** `/charts/apex-chart/scatter`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Scatter charts',
  'Points by two measures, per series.',
  [
    chart('Basic scatter', 'Finished tasks by estimate and time taken, per team.', scatter(ESTIMATES_VS_ACTUALS)),
    chart('Scatter with symbols', 'The same tasks, each team in its own shape.', scatter(ESTIMATES_VS_ACTUALS, { shapes: true })),
    chart('Joined scatter', 'Each team’s tasks joined from the smallest estimate up.', scatter(ESTIMATES_VS_ACTUALS, { joined: true })),
  ],
);
