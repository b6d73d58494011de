import {
  cartesian,
  chart,
  heatmap,
  hexbin,
  live,
  parallel,
  pie,
  radar,
  sample,
  scatter,
  sunburst,
  treemap,
} from './components/chart-spec';
import { chartsPage } from './components/ChartsPage';
import {
  BROWSER_SHARE,
  PROJECT_MEASURES,
  PROJECT_PORTFOLIO,
  SERVER_LOAD,
  SIGNUPS_BY_YEAR,
  TASK_HOURS,
  TEAM_SKILLS,
} from './model/sample-series';

/** `/charts/react-vis`: the chart kinds react-vis is known for, drawn with Recharts. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'React-vis',
  'The chart kinds react-vis is known for — heatmaps, hexbins, treemaps, sunbursts, parallel coordinates, line, area and mark series, radial and radar charts — drawn with Recharts, the one chart library Tessera loads.',
  [
    chart('Heatmap: tasks by status and priority', 'Every task in the cell of its status and priority; darker is more.', heatmap(live('priorityByStatus'))),
    chart('Treemap: tasks by department', 'Every task as area: the bigger the tile, the more tasks in the department.', treemap(live('tasksByDepartment'))),
    chart('Sunburst: tasks by space, project and status', 'Spaces inside, their projects around them, each project’s tasks by status outside.', sunburst(live('tasksBySpace'))),
    chart('Line series: sign-ups, this year and last', 'New sign-ups per month; this year dashed.', cartesian(sample(SIGNUPS_BY_YEAR), { draw: 'line', markers: true, dashed: true })),
    chart('Area series: server load', 'Processor and memory load through the day, in percent.', cartesian(sample(SERVER_LOAD), { draw: 'area', curve: 'linear' })),
    chart('Mark series: project portfolio', 'Projects by budget (thousands) and progress, sized by team.', scatter(PROJECT_PORTFOLIO)),
    chart('Hexbin: estimated and actual hours', 'Four hundred finished tasks by estimate and time taken, counted in hexagons: the stronger the colour, the more tasks.', hexbin(TASK_HOURS)),
    chart('Parallel coordinates: projects compared', 'Each project a line across five measures, each axis scaled to its own values.', parallel(sample(PROJECT_MEASURES))),
    chart('Radial chart: visits by browser', 'The share of visits from each browser.', pie(sample(BROWSER_SHARE))),
    chart('Radar: team skills', 'Two people scored out of ten, a mark on every score.', radar(sample(TEAM_SKILLS), { markers: true })),
  ],
);
