import { chart, live, radial, sample } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { GOAL_PROGRESS } from '../model/sample-series';

/** `/charts/apex-chart/radial-bar`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Radial bar charts',
  'Rings and gauges, full circle and half.',
  [
    chart('Radial bars', 'Tasks at each priority, the longest ring the most tasks.', radial(live('tasksByPriority'))),
    chart('Progress rings', 'Each quarterly goal, a full ring being its target.', radial(sample(GOAL_PROGRESS), { max: 100 })),
    chart('Semi-circle gauge', 'The quarterly goals as arcs of a half circle.', radial(sample(GOAL_PROGRESS), { half: true, max: 100 })),
    chart('Departments as arcs', 'Tasks in each department, on a half circle.', radial(live('tasksByDepartment'), { half: true })),
  ],
);
