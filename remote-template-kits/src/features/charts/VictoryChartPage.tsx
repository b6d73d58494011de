import {
  brush,
  cartesian,
  chart,
  errorBars,
  live,
  pie,
  polarBars,
  range,
  sample,
  scatter,
} from './components/chart-spec';
import { chartsPage } from './components/ChartsPage';
import {
  CYCLE_TIME_BY_TEAM,
  DAYS_TO_FINISH,
  ESTIMATES_VS_ACTUALS,
  MEAN_DAYS_BY_TEAM,
  MONTHLY_FINANCE,
  WEEKLY_VISITS,
} from './model/sample-series';

/** `/charts/victory-chart`: the chart kinds Victory is known for, drawn with Recharts. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Victory charts',
  'The chart kinds Victory is known for — box plots, error bars, histograms, grouped bars, areas with a range brush, step lines, scatter with symbols, polar bars, pies — drawn with Recharts, the one chart library Tessera loads.',
  [
    chart('Box plot: days to finish by team', 'The spread of last quarter’s task durations per team: range, quartiles and median.', range(sample(CYCLE_TIME_BY_TEAM), 'box')),
    chart('Error bars: mean days to finish by team', 'Each team’s mean days to finish a task, give or take one standard deviation.', errorBars(sample(MEAN_DAYS_BY_TEAM))),
    chart('Histogram: days to finish', 'How many of last quarter’s tasks took each span of days.', cartesian(sample(DAYS_TO_FINISH), { histogram: true })),
    chart('Grouped bars: tasks by status and priority', 'For each status, its tasks side by side by priority.', cartesian(live('priorityByStatus'))),
    chart('Area: tasks created and completed', 'Tasks created and completed each week, overlaid.', cartesian(live('weeklyActivity'), { draw: 'area', curve: 'linear' })),
    chart('Brush: tasks created and completed each day', 'A year day by day; drag the handles of the selector under it to choose the days drawn.', brush(live('dailyActivity'))),
    chart('Step line: income and costs', 'Income, costs and profit per month (thousands), as steps.', cartesian(sample(MONTHLY_FINANCE), { draw: 'line', curve: 'step' })),
    chart('Scatter: estimated and actual hours', 'Finished tasks by estimate and time taken, a shape per team.', scatter(ESTIMATES_VS_ACTUALS, { shapes: true })),
    chart('Polar bars: visits by weekday', 'A bar per weekday around the circle, stacked by device.', polarBars(sample(WEEKLY_VISITS))),
    chart('Half pie: tasks by department', 'The share of tasks in each department.', pie(live('tasksByDepartment'), 'half')),
  ],
);
