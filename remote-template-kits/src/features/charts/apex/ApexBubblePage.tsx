import { chart, scatter } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { MARKET_SEGMENTS, PROJECT_PORTFOLIO } from '../model/sample-series';

/** `/charts/apex-chart/bubble`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Bubble charts',
  'Points by two measures, sized by a third.',
  [
    chart('Simple bubbles', 'Projects by budget (thousands) and progress, sized by team.', scatter(PROJECT_PORTFOLIO)),
    chart('Bubbles with symbols', 'Market segments by growth and margin, sized by revenue.', scatter(MARKET_SEGMENTS, { shapes: true })),
  ],
);
