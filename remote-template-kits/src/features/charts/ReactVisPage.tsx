import { cartesian, chart, heatmap, live, pie, radar, sample, scatter, treemap } from './components/chart-spec';
import { chartsPage } from './components/ChartsPage';
import { BROWSER_SHARE, PROJECT_PORTFOLIO, SERVER_LOAD, SIGNUPS_BY_YEAR, TEAM_SKILLS } from './model/sample-series';

/** `/charts/react-vis`: the chart kinds react-vis is known for, drawn with Recharts. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'React-vis',
  'The chart kinds react-vis is known for — heatmaps, treemaps, line, area and mark series, radial and radar charts — drawn with Recharts, the one chart library Tessera loads.',
  [
    chart('Heatmap: tasks by status and priority', 'Every task in the cell of its status and priority; darker is more.', heatmap(live('priorityByStatus'))),
    chart('Treemap: tasks by department', 'Every task as area: the bigger the tile, the more tasks in the department.', treemap(live('tasksByDepartment'))),
    chart('Line series: sign-ups, this year and last', 'New sign-ups per month; this year dashed.', cartesian(sample(SIGNUPS_BY_YEAR), { draw: 'line', markers: true, dashed: true })),
    chart('Area series: server load', 'Processor and memory load through the day, in percent.', cartesian(sample(SERVER_LOAD), { draw: 'area', curve: 'linear' })),
    chart('Mark series: project portfolio', 'Projects by budget (thousands) and progress, sized by team.', scatter(PROJECT_PORTFOLIO)),
    chart('Radial chart: visits by browser', 'The share of visits from each browser.', pie(sample(BROWSER_SHARE))),
    chart('Radar: team skills', 'Two people scored out of ten, a mark on every score.', radar(sample(TEAM_SKILLS), { markers: true })),
  ],
);
