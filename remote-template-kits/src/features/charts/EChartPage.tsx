import {
  calendar,
  cartesian,
  chart,
  funnel,
  heatmap,
  live,
  radar,
  radial,
  range,
  rose,
  sample,
  sankey,
  treemap,
} from './components/chart-spec';
import { chartsPage } from './components/ChartsPage';
import {
  COMPLETIONS_BY_HOUR,
  GOAL_PROGRESS,
  RELEASE_FUNNEL,
  SHARE_PRICE,
  STATUS_FLOWS,
  TEAM_SKILLS,
} from './model/sample-series';

/** `/charts/echart`: the chart kinds ECharts is known for, drawn with Recharts. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'ECharts',
  'The chart kinds ECharts is known for — funnels, gauges, treemaps, heatmaps, calendars, flow diagrams, candlesticks, nightingale roses, stacked bars, radar — drawn with Recharts, the one chart library Tessera loads.',
  [
    chart('Treemap: tasks by project', 'Every task as area: the bigger the tile, the more tasks in the project.', treemap(live('tasksByProject'))),
    chart('Stacked bars: open work by department', 'Unfinished tasks of each department, stacked by status.', cartesian(live('statusByDepartment'), { horizontal: true, stacked: true })),
    chart('Heatmap: tasks finished by weekday and hour', 'Tasks finished in each two-hour slot of each weekday over a quarter; darker is more.', heatmap(sample(COMPLETIONS_BY_HOUR))),
    chart('Flow diagram: tasks between statuses', 'Where last month’s tasks went from each status, each band as wide as its tasks.', sankey(sample(STATUS_FLOWS))),
    chart('Funnel: features from idea to release', 'How many of this year’s feature ideas reached each stage.', funnel(sample(RELEASE_FUNNEL))),
    chart('Gauge: quarterly goals', 'Each goal as an arc, a full arc being its target.', radial(sample(GOAL_PROGRESS), { half: true, max: 100 })),
    chart('Candlesticks: share price', 'Each trading day’s open, high, low and close; green rose, red fell.', range(sample(SHARE_PRICE), 'candlestick')),
    chart('Calendar heatmap: tasks created each day', 'A year of days, a column per week: the stronger a day’s colour, the more tasks created that day.', calendar(live('dailyActivity'))),
    chart('Nightingale rose: tasks by status', 'A wedge per status, as long as its count of tasks.', rose(live('tasksByStatus'))),
    chart('Radar: team skills compared', 'Two people scored out of ten, on a circular grid.', radar(sample(TEAM_SKILLS), { circle: true, outline: true, markers: true })),
  ],
);
