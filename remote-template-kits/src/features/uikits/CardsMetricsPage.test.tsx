import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import type { FrappeFilters } from 'shared-auth';
import type { ProjectMetrics } from './api/count-project-metrics';
import type { TaskMetrics } from './api/count-task-metrics';
import CardsMetricsPage from './CardsMetricsPage';
import { hasCondition, installTaskServer, type TaskServer } from '@kits/testing/task-server';

const TASKS: TaskMetrics = {
  total: 1520,
  open: 400,
  completed: 1000,
  overdue: 100,
  assignedToMe: 7,
  createdThisWeek: 15,
  createdLastWeek: 10,
};

const card = (label: string) => screen.getByRole('group', { name: label });

/** Which task figure a count is, told by its filters. */
function taskFigureOf(filters: FrappeFilters | undefined): keyof TaskMetrics {
  if (!filters) return 'total';
  if (hasCondition(filters, '_assign', 'like')) return 'assignedToMe';
  if (hasCondition(filters, 'exp_end_date', '<')) return 'overdue';
  if (hasCondition(filters, 'creation', '<')) return 'createdLastWeek';
  if (hasCondition(filters, 'creation', '>=')) return 'createdThisWeek';
  if (hasCondition(filters, 'status', '=')) return 'completed';
  return 'open';
}

let server: TaskServer;
/** The server counts these figures; the first count of `failingOnce`, if given, fails. */
function answerMetrics(tasks: TaskMetrics, projects: ProjectMetrics, failingOnce?: keyof TaskMetrics) {
  let failures = failingOnce ? 1 : 0;
  server.counted.mockImplementation(async (filters, doctype) => {
    if (doctype === 'Project') return filters ? projects.active : projects.total;
    const figure = taskFigureOf(filters);
    if (figure === failingOnce && failures-- > 0) throw new Error('Timed out');
    return tasks[figure];
  });
}
const countsOf = (doctype: string) => server.counted.mock.calls.filter(([, counted]) => counted === doctype).length;

beforeEach(() => {
  server = installTaskServer();
});
afterEach(() => server.restore());

test('shows a skeleton while loading, then each figure with its context', async () => {
  answerMetrics(TASKS, { total: 8, active: 6 });
  renderPage(<CardsMetricsPage />);

  expect(screen.getByRole('status', { name: 'Loading the metrics' })).toBeInTheDocument();
  expect(await screen.findByRole('group', { name: 'Total tasks' })).toHaveTextContent('1,520');
  expect(card('Open tasks')).toHaveTextContent('26% of all tasks');
  expect(card('Completed')).toHaveTextContent('71% of planned work done');
  expect(within(card('Completed')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '71');
  expect(card('Overdue')).toHaveTextContent('25% of open tasks');
  expect(card('Assigned to you')).toHaveTextContent('7');
  expect(card('New this week')).toHaveTextContent('50% more than the 7 days before (10)');
  expect(card('Projects')).toHaveTextContent('6 open');
});

test('a failure shows the error, and Retry asks again', async () => {
  answerMetrics({ ...TASKS, createdThisWeek: 4 }, { total: 8, active: 6 }, 'overdue');
  const user = userEvent.setup();
  renderPage(<CardsMetricsPage />);

  expect(await screen.findByText("Couldn't load the metrics")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('group', { name: 'New this week' })).toHaveTextContent(
    '60% fewer than the 7 days before (10)',
  );
  // The task figures asked again (7 counts twice), the project figures once.
  expect(countsOf('Task')).toBe(14);
  expect(countsOf('Project')).toBe(2);
});

test('with no tasks and no projects, an empty state instead of a wall of zeros', async () => {
  answerMetrics(
    { total: 0, open: 0, completed: 0, overdue: 0, assignedToMe: 0, createdThisWeek: 0, createdLastWeek: 0 },
    { total: 0, active: 0 },
  );
  renderPage(<CardsMetricsPage />);

  expect(await screen.findByText('Nothing to measure yet')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Total tasks' })).not.toBeInTheDocument();
});
