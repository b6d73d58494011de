import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, testQueryClient } from 'build-presets/testing';
import { countTasksBy, type TaskGroupCount, type TaskGroupField } from '@kits/api/count-tasks-by';
import { ChartPanel } from './ChartPanel';
import { chart, live, pie } from './chart-spec';

jest.mock('@kits/api/count-tasks-by', () => ({ countTasksBy: jest.fn() }));
// The drawing itself is Recharts' (drawn in the browser tests); here, the card around it.
jest.mock('./LazyChart', () => ({ LazyCategoryChart: () => <div>drawing</div>, LazyScatterChart: () => null }));

const countMock = jest.mocked(countTasksBy);
const BY_PRIORITY = chart('Tasks by priority', 'The share of tasks at each priority.', pie(live('tasksByPriority')));

beforeEach(() => countMock.mockReset());

test('a live chart: its loading state, then its figures as a table, saying they are live', async () => {
  const counts: TaskGroupCount<'priority'>[] = [
    { values: { priority: 'High' }, count: 7 },
    { values: { priority: 'Low' }, count: 2 },
  ];
  // Counted by priority alone, the groups hold no other field.
  countMock.mockResolvedValue(counts as TaskGroupCount<TaskGroupField>[]);
  renderWithProviders(<ChartPanel spec={BY_PRIORITY} />, testQueryClient());

  const card = screen.getByRole('region', { name: 'Tasks by priority' });
  expect(within(card).getByRole('status', { name: 'Loading tasks by priority' })).toBeInTheDocument();
  const table = await within(card).findByRole('table', { name: 'Tasks by priority' }, { timeout: 3000 });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['PriorityTasks', 'Low2', 'Medium0', 'High7', 'Urgent0']);
  expect(card).toHaveTextContent('The share of tasks at each priority. Live, from the task list.');
  expect(countMock).toHaveBeenCalledWith(['priority'], expect.any(AbortSignal), [['status', '!=', 'Template']]);
});

test('no tasks: an empty state instead of a blank chart', async () => {
  countMock.mockResolvedValue([]);
  renderWithProviders(<ChartPanel spec={BY_PRIORITY} />, testQueryClient());

  expect(await screen.findByText('Nothing to draw yet')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Tasks by priority' })).not.toBeInTheDocument();
});

test('a failed load says why, and Retry asks again', async () => {
  countMock.mockRejectedValueOnce(new Error('The server is down')).mockResolvedValue([]);
  renderWithProviders(<ChartPanel spec={BY_PRIORITY} />, testQueryClient());

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("Couldn't load this chart");
  expect(alert).toHaveTextContent('The server is down');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Nothing to draw yet')).toBeInTheDocument();
  expect(countMock).toHaveBeenCalledTimes(2);
});
