import { cartesian, chart, live, pie, range, sample, scatter } from './components/chart-spec';
import { chartsPage } from './components/ChartsPage';
import { CYCLE_TIME_BY_TEAM, DAYS_TO_FINISH, ESTIMATES_VS_ACTUALS, MONTHLY_FINANCE } from './model/sample-series';

/** `/charts/victory-chart`: the chart kinds Victory is known for, drawn with Recharts. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Victory charts',
  'The chart kinds Victory is known for — box plots, histograms, grouped bars, areas, step lines, scatter with symbols, pies — drawn with Recharts, the one chart library Tessera loads.',
  [
    chart('Box plot: days to finish by team', 'The spread of last quarter’s task durations per team: range, quartiles and median.', range(sample(CYCLE_TIME_BY_TEAM), 'box')),
    chart('Histogram: days to finish', 'How many of last quarter’s tasks took each span of days.', cartesian(sample(DAYS_TO_FINISH), { histogram: true })),
    chart('Grouped bars: tasks by status and priority', 'For each status, its tasks side by side by priority.', cartesian(live('priorityByStatus'))),
    chart('Area: tasks created and completed', 'Tasks created and completed each week, overlaid.', cartesian(live('weeklyActivity'), { draw: 'area', curve: 'linear' })),
    chart('Step line: income and costs', 'Income, costs and profit per month (thousands), as steps.', cartesian(sample(MONTHLY_FINANCE), { draw: 'line', curve: 'step' })),
    chart('Scatter: estimated and actual hours', 'Finished tasks by estimate and time taken, a shape per team.', scatter(ESTIMATES_VS_ACTUALS, { shapes: true })),
    chart('Half pie: tasks by department', 'The share of tasks in each department.', pie(live('tasksByDepartment'), 'half')),
  ],
);
