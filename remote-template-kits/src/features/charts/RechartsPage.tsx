import { cartesian, chart, live, pie, radar, radial, sample, scatter } from './components/chart-spec';
import { chartsPage } from './components/ChartsPage';
import {
  ESTIMATES_VS_ACTUALS,
  GOAL_PROGRESS,
  MONTHLY_FINANCE,
  TEAM_SKILLS,
  WEEKLY_VISITS,
} from './model/sample-series';

/** `/charts/recharts`: one chart of each kind Recharts draws. */
// One line a chart, as a table reads.
// prettier-ignore
export default chartsPage(
  'Recharts',
  'One of each chart kind Recharts draws: bars, lines, areas, composed, pie, radar, radial bars and scatter.',
  [
    chart('Bar chart: tasks by status', 'Every task, counted by its status.', cartesian(live('tasksByStatus'), { colorByCategory: true })),
    chart('Line chart: tasks created and completed', 'Tasks created and completed each week, over twelve weeks.', cartesian(live('weeklyActivity'), { draw: 'line', markers: true })),
    chart('Area chart: visits by device', 'Visits per weekday, stacked by device.', cartesian(sample(WEEKLY_VISITS), { draw: 'area', stacked: true })),
    chart('Composed chart: income, costs and profit', 'Income and costs as columns, profit as a line, per month (thousands).', cartesian(sample(MONTHLY_FINANCE), { draw: ['bar', 'bar', 'line'], markers: true })),
    chart('Pie chart: tasks by priority', 'The share of tasks at each priority.', pie(live('tasksByPriority'))),
    chart('Radar chart: team skills', 'Two people’s skills, scored out of ten.', radar(sample(TEAM_SKILLS))),
    chart('Radial bar chart: goal progress', 'Each quarterly goal, a full ring being its target.', radial(sample(GOAL_PROGRESS), { max: 100 })),
    chart('Scatter chart: estimated and actual hours', 'Finished tasks by estimate and time taken, per team.', scatter(ESTIMATES_VS_ACTUALS)),
  ],
);
