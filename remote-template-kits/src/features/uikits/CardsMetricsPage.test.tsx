import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { fetchProjectMetrics, fetchTaskMetrics, type TaskMetrics } from './api/work-metrics';
import CardsMetricsPage from './CardsMetricsPage';

jest.mock('./api/work-metrics', () => ({ fetchTaskMetrics: jest.fn(), fetchProjectMetrics: jest.fn() }));

const taskMetricsMock = jest.mocked(fetchTaskMetrics);
const projectMetricsMock = jest.mocked(fetchProjectMetrics);

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

beforeEach(() => {
  taskMetricsMock.mockReset();
  projectMetricsMock.mockReset();
});

test('shows a skeleton while loading, then each figure with its context', async () => {
  taskMetricsMock.mockResolvedValue(TASKS);
  projectMetricsMock.mockResolvedValue({ total: 8, active: 6 });
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
  taskMetricsMock.mockRejectedValueOnce(new Error('Timed out')).mockResolvedValue({ ...TASKS, createdThisWeek: 4 });
  projectMetricsMock.mockResolvedValue({ total: 8, active: 6 });
  const user = userEvent.setup();
  renderPage(<CardsMetricsPage />);

  expect(await screen.findByText("Couldn't load the metrics")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('group', { name: 'New this week' })).toHaveTextContent(
    '60% fewer than the 7 days before (10)',
  );
  expect(taskMetricsMock).toHaveBeenCalledTimes(2);
  expect(projectMetricsMock).toHaveBeenCalledTimes(1);
});

test('with no tasks and no projects, an empty state instead of a wall of zeros', async () => {
  taskMetricsMock.mockResolvedValue({
    total: 0,
    open: 0,
    completed: 0,
    overdue: 0,
    assignedToMe: 0,
    createdThisWeek: 0,
    createdLastWeek: 0,
  });
  projectMetricsMock.mockResolvedValue({ total: 0, active: 0 });
  renderPage(<CardsMetricsPage />);

  expect(await screen.findByText('Nothing to measure yet')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Total tasks' })).not.toBeInTheDocument();
});
