import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { deliverRealtimeEvent } from 'shared-auth/testing';
import { addDays, taskChartColor, toIsoDate } from 'shared-ui';
import { STATUS_COMBINATION_GROUP_BY } from 'tessera-contracts';
import DashboardV1Page from './DashboardV1Page';
import { prepareChartsForJsdom } from '@kits/testing/chart-environment';
import { countRows, hasCondition, installTaskServer, type TaskRow, type TaskServer } from '@kits/testing/task-server';
import { statText, tableRows } from '@kits/testing/dashboard-queries';

/** The count grouped by project, board status and ERPNext status, as Frappe gives it. */
const combinationRows = (rows: ReadonlyArray<readonly [string | null, string | null, string, number]>): TaskRow[] =>
  rows.map(([project, puxeoStatus, status, count]) => ({ project, puxeo_status: puxeoStatus, status, count }));
// PROJ-0001 is on the engineering board (To do, Done); PROJ-0002 and tasks without a project have no board.
const BY_STATUS = combinationRows([
  ['PROJ-0001', 'eng-done', 'Open', 20],
  ['PROJ-0001', null, 'Completed', 4],
  ['PROJ-0002', null, 'Open', 12],
  [null, null, 'Working', 5],
  [null, null, 'Overdue', 3],
  [null, null, 'Completed', 1468],
  [null, null, 'Cancelled', 10],
]);
const BY_PRIORITY = countRows('priority', [
  ['Low', 900],
  ['High', 600],
  ['Urgent', 22],
]);

const BY_PROJECT = countRows('project', [
  ['PROJ-0001', 20],
  [null, 2],
  ['PROJ-0002', 1500],
]);

let server: TaskServer;
/** The counts by status and by priority the server gives. */
function answerCounts(byStatus: TaskRow[], byPriority: TaskRow[]) {
  server.grouped.mockImplementation(async (groupBy) => {
    if (groupBy === 'project') return BY_PROJECT;
    return groupBy === STATUS_COMBINATION_GROUP_BY ? byStatus : byPriority;
  });
}
const statusReads = () =>
  server.grouped.mock.calls.filter(([groupBy]) => groupBy === STATUS_COMBINATION_GROUP_BY).length;

prepareChartsForJsdom();
// A chart's code loads on its first use: on a busy machine that takes more than findBy's default second.
const CHART_CODE_WAIT = { timeout: 5000 };
// Every part of the page draws in these tests: more than the default five seconds on a busy machine.
jest.setTimeout(15_000);

beforeEach(() => {
  server = installTaskServer();
  // A week ago there were 1,422 tasks; 100 were completed since.
  server.counted.mockImplementation(async (filters) => (hasCondition(filters, 'creation', '<') ? 1422 : 100));
  server.listed.mockResolvedValue([]);
  server.projects.mockResolvedValue([
    { name: 'PROJ-0001', project_name: 'Website relaunch', space: 'eng' },
    { name: 'PROJ-0002', project_name: 'Mobile app' },
  ]);
  server.spaces.mockResolvedValue([{ name: 'eng', name1: 'Engineering' }]);
  server.boardStatuses.mockResolvedValue([
    { name: 'eng-todo', name1: 'To do', color: '#64748b', space: 'eng', position: 1 },
    { name: 'eng-done', name1: 'Done', color: '#16a34a', space: 'eng', position: 2 },
  ]);
});
afterEach(() => server.restore());

test('shows the counts the API returned as stats, and both charts with their data', async () => {
  answerCounts(BY_STATUS, BY_PRIORITY);
  const { container } = renderPage(<DashboardV1Page />);

  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading the dashboard' })).toBeInTheDocument();

  expect(await screen.findByText('Total tasks')).toBeInTheDocument();
  // Each with its change on seven days ago where the server can tell it, else its share of the whole.
  await waitFor(() =>
    expect(statText('Total tasks')).toBe('Total tasks1,522Up 7% on last weekEvery status, cancelled included'),
  );
  // Open and Completed by each task's one status: a board task is done in its board's last status (Done), whatever
  // ERPNext's status beside it says; one with no board status is in its board's first (To do).
  expect(statText('Open')).toBe('Open242% of all tasks');
  expect(statText('Completed')).toBe('Completed1,48898% of all tasks');
  expect(screen.queryByText('Pending Review')).not.toBeInTheDocument();

  // The charts' cards come a frame after the figures; by name, in the list's order: the boards' names, then
  // ERPNext's; those with tasks only.
  await screen.findByRole('table', { name: 'Tasks by status' });
  expect(tableRows('Tasks by status')).toEqual([
    ['To do', '4'],
    ['Done', '20'],
    ['Open', '12'],
    ['Working', '5'],
    ['Overdue', '3'],
    ['Completed', '1,468'],
    ['Cancelled', '10'],
  ]);
  expect(tableRows('Tasks by priority')).toEqual([
    ['Low', '900'],
    ['Medium', '0'],
    ['High', '600'],
    ['Urgent', '22'],
  ]);

  const statusChart = await screen.findByRole('img', { name: 'Tasks by status' }, CHART_CODE_WAIT);
  expect(statusChart.querySelector('desc')).toHaveTextContent('Done: 20');
  const statusBars = () => statusChart.querySelectorAll('.recharts-bar-rectangle');
  await waitFor(() => expect(statusBars()).toHaveLength(7));
  const barFills = [...statusChart.querySelectorAll('.recharts-bar-rectangle path')].map((bar) =>
    bar.getAttribute('fill'),
  );
  // A board's name in its board's colour, as the list's group; ERPNext's in the theme's status colours.
  expect(barFills).toEqual([
    '#64748b',
    '#16a34a',
    ...['Open', 'Working', 'Overdue', 'Completed', 'Cancelled'].map(taskChartColor),
  ]);
  expect(barFills[2]).toMatch(/^var\(--chakra-colors-/);
  const priorityChart = await screen.findByRole('img', { name: 'Tasks by priority' }, CHART_CODE_WAIT);
  expect(priorityChart.querySelector('desc')?.textContent).toBe('Low: 900, High: 600, Urgent: 22');
  await waitFor(() => expect(container.querySelectorAll('.recharts-pie-sector')).toHaveLength(3));
  // The ring says its total, and each slice its value.
  expect(priorityChart).toHaveTextContent('1,522tasks');
  expect(
    [...priorityChart.querySelectorAll('text[dominant-baseline="central"]')].map((label) => label.textContent),
  ).toEqual(['900', '600', '22']);
  const legend = [...container.querySelectorAll('.recharts-legend-item-text')].map((item) => item.textContent);
  expect(legend).toEqual(['Low', 'High', 'Urgent']);
});

test('template tasks are not counted: they are not work, and have no bar of their own', async () => {
  answerCounts(BY_STATUS, BY_PRIORITY);
  renderPage(<DashboardV1Page />);

  await screen.findByRole('table', { name: 'Tasks by status' });
  expect(tableRows('Tasks by status').map(([status]) => status)).not.toContain('Template');
  const reads = server.grouped.mock.calls;
  expect(reads.map(([groupBy]) => groupBy).sort()).toEqual(['priority', 'project', STATUS_COMBINATION_GROUP_BY]);
  for (const [, filters] of reads) expect(filters).toContainEqual(['status', '!=', 'Template']);
  await waitFor(() => expect(server.counted).toHaveBeenCalledTimes(3));
  const totalBefore = server.counted.mock.calls.find(([filters]) => hasCondition(filters, 'creation', '<'));
  expect(totalBefore?.[0]).toContainEqual(['status', '!=', 'Template']);
});

test('tasks by project by their names, and the lists of what is due this week and what is late', async () => {
  answerCounts(BY_STATUS, BY_PRIORITY);
  const today = toIsoDate(new Date());
  server.listed.mockImplementation(async (filters) =>
    hasCondition(filters, 'exp_end_date', '>=')
      ? [{ name: 'TASK-1', subject: 'Ship the export', status: 'Open', exp_end_date: addDays(today, 2) }]
      : [],
  );
  renderPage(<DashboardV1Page />);

  await screen.findByRole('table', { name: 'Tasks by project' });
  expect(tableRows('Tasks by project')).toEqual([
    ['Mobile app', '1,500'],
    ['Website relaunch', '20'],
    ['No project', '2'],
  ]);
  const dueList = await screen.findByRole('list', { name: 'Due in the next 7 days' });
  expect(dueList).toHaveTextContent('Ship the export');
  expect(dueList).toHaveTextContent('(in 2 days)');
  expect(screen.getByText('No task is past its end date.')).toBeInTheDocument();
  // The Overdue card counts every unfinished task past its end date, not only those listed.
  expect(statText('Overdue')).toBe('Overdue100Past their end date, not done');
});

test('a list that fails says so in its own card, the rest of the dashboard shown', async () => {
  answerCounts(BY_STATUS, BY_PRIORITY);
  server.listed.mockImplementation(async (filters) => {
    // Overdue: an end date before today, with no first day.
    if (hasCondition(filters, 'exp_end_date', '<') && !hasCondition(filters, 'exp_end_date', '>='))
      throw new Error('Overdue list timed out');
    return [];
  });
  renderPage(<DashboardV1Page />);

  expect(await screen.findByText('Overdue list timed out')).toBeInTheDocument();
  expect(await screen.findByText("Couldn't load the overdue tasks")).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Overdue' })).toHaveTextContent("Couldn't count the overdue tasks");
  expect(await screen.findByText('Nothing is due in the next 7 days.')).toBeInTheDocument();
  expect(screen.getByText('Total tasks')).toBeInTheDocument();
});

test('the completion trend, the workload and the recent activity each show with their own state', async () => {
  answerCounts(BY_STATUS, BY_PRIORITY);
  server.listed.mockImplementation(async (_filters, fields) => {
    if (fields.includes('_assign')) throw new Error('Assignments timed out');
    if (fields.includes('modified_by'))
      return [{ name: 'TASK-1', subject: 'Ship the export', status: 'Open', creation: '2026-03-01 09:00:00' }];
    return [];
  });
  renderPage(<DashboardV1Page />);

  expect(await screen.findByText("Couldn't load the workload")).toBeInTheDocument();
  expect(screen.getByText('Assignments timed out')).toBeInTheDocument();
  expect(await screen.findByText('No task was created or completed in these weeks.')).toBeInTheDocument();
  const activity = await screen.findByRole('list', { name: 'Recent activity' });
  expect(within(activity).getByRole('link', { name: 'Ship the export' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Completion trend' })).toBeInTheDocument();
});

test('an error shows the reason and Retry asks again', async () => {
  let statusFailures = 1;
  server.grouped.mockImplementation(async (groupBy) => {
    if (groupBy === 'project') return BY_PROJECT;
    if (groupBy !== STATUS_COMBINATION_GROUP_BY) return BY_PRIORITY;
    if (statusFailures-- > 0) throw new Error('Database is asleep');
    return BY_STATUS;
  });
  const user = userEvent.setup();
  renderPage(<DashboardV1Page />);

  expect(await screen.findByText('Database is asleep')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Total tasks')).toBeInTheDocument();
  expect(statusReads()).toBe(2);
});

test('no tasks: an empty state instead of zeros and empty charts', async () => {
  answerCounts([], []);
  renderPage(<DashboardV1Page />);

  expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

test('a task written elsewhere makes the figures be read again, as the realtime server announces it', async () => {
  answerCounts(BY_STATUS, BY_PRIORITY);
  renderPage(<DashboardV1Page />);
  await waitFor(() => expect(statText('Open')).toBe('Open242% of all tasks'));
  const reads = statusReads();

  answerCounts([...BY_STATUS, ...combinationRows([[null, null, 'Open', 1]])], BY_PRIORITY);
  act(() => deliverRealtimeEvent('list_update', { doctype: 'Task', name: 'TASK-1', user: 'ada@example.com' }));
  await waitFor(() => expect(statText('Open')).toBe('Open252% of all tasks'));
  expect(statusReads()).toBe(reads + 1);

  // Another doctype's writes leave the figures alone.
  act(() => deliverRealtimeEvent('list_update', { doctype: 'Project', name: 'PROJ-1', user: 'ada@example.com' }));
  expect(statusReads()).toBe(reads + 1);
});
