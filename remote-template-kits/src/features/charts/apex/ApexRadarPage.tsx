import { chart, live, radar, sample } from '../components/chart-spec';
import { chartsPage } from '../components/ChartsPage';
import { TEAM_SKILLS, WEEKLY_VISITS } from '../model/sample-series';

/** `/charts/apex-chart/radar`. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Radar charts',
  'Filled, outlined and circular radars.',
  [
    chart('Basic radar', 'Two people’s skills, scored out of ten.', radar(sample(TEAM_SKILLS))),
    chart('Radar with markers', 'The same skills as outlines, a mark on every score.', radar(sample(TEAM_SKILLS), { outline: true, markers: true })),
    chart('Tasks by department', 'Every task, counted by its department, a spoke each.', radar(live('tasksByDepartment'))),
    chart('Circular radar', 'Visits per weekday by device, on a circular grid.', radar(sample(WEEKLY_VISITS), { circle: true })),
  ],
);
