import { cartesian, chart, live, sample } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { SIGNUPS_BY_YEAR, WEEKLY_VISITS } from '../model/sample-series';

/** `/charts/apex-chart/area`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Area charts',
  'Areas smooth and straight, stacked and to 100%.',
  [
    chart('Smooth area', 'Tasks created and completed each week, over twelve weeks.', cartesian(live('weeklyActivity'), { draw: 'area' })),
    chart('Stacked area', 'Visits per weekday, stacked by device.', cartesian(sample(WEEKLY_VISITS), { draw: 'area', stacked: true })),
    chart('100% stacked area', 'Each device’s share of the day’s visits.', cartesian(sample(WEEKLY_VISITS), { draw: 'area', percent: true })),
    chart('Straight area with markers', 'Sign-ups per month, this year and last.', cartesian(sample(SIGNUPS_BY_YEAR), { draw: 'area', curve: 'linear', markers: true })),
  ],
);
