import { cartesian, chart, live, pie, radar, radial, sample } from './components/chart-spec';
import { chartsPage } from './components/ChartsPage';
import { GOAL_PROGRESS, SERVER_LOAD, SIGNUPS_BY_YEAR, TEAM_SKILLS } from './model/sample-series';

/** `/charts/echart`: the chart kinds ECharts is known for, drawn with Recharts. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'ECharts',
  'The chart kinds ECharts is known for — stacked bars, smooth areas, pies, gauges, mixed bar and line, radar — drawn with Recharts, the one chart library Tessera loads.',
  [
    chart('Stacked bars: open work by department', 'Unfinished tasks of each department, stacked by status.', cartesian(live('statusByDepartment'), { horizontal: true, stacked: true })),
    chart('Smooth area: sign-ups, this year and last', 'New sign-ups per month, the two years overlaid.', cartesian(sample(SIGNUPS_BY_YEAR), { draw: 'area' })),
    chart('Pie: tasks by project', 'The share of tasks in each project.', pie(live('tasksByProject'), 'pie')),
    chart('Gauge: quarterly goals', 'Each goal as an arc, a full arc being its target.', radial(sample(GOAL_PROGRESS), { half: true, max: 100 })),
    chart('Bar and line: server load', 'Processor load as columns, memory use as a line, in percent.', cartesian(sample(SERVER_LOAD), { draw: ['bar', 'line'], markers: true })),
    chart('Radar: team skills compared', 'Two people scored out of ten, on a circular grid.', radar(sample(TEAM_SKILLS), { circle: true, outline: true, markers: true })),
  ],
);
