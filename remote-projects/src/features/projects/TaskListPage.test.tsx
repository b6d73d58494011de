import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import type { Task } from 'tessera-contracts';
import { fetchProjects, fetchSpaces } from '../../workspace/workspace-requests';
import { countTasks, fetchTasks } from './api/task-requests';
import TaskListPage from './TaskListPage';

jest.mock('./api/task-requests', () => ({
  ...jest.requireActual<typeof import('./api/task-requests')>('./api/task-requests'),
  fetchTasks: jest.fn(),
  countTasks: jest.fn(),
}));
jest.mock('../../workspace/workspace-requests', () => ({
  fetchSpaces: jest.fn(),
  fetchProjects: jest.fn(),
  fetchStatuses: jest.fn(),
}));

const fetchTasksMock = jest.mocked(fetchTasks);
const countTasksMock = jest.mocked(countTasks);
const fetchSpacesMock = jest.mocked(fetchSpaces);
const fetchProjectsMock = jest.mocked(fetchProjects);

const fullTask: Task = {
  name: 'TASK-2026-00042',
  subject: 'Design the sign-in page',
  project: 'PROJ-0007',
  type: 'Feature',
  status: 'Working',
  priority: 'Urgent',
  parent_task: 'TASK-2026-00040',
  department: 'Engineering',
  color: '#ff8800',
  is_group: 1,
  exp_start_date: '2026-03-02',
  exp_end_date: '2026-03-20',
  expected_time: 12.5,
  total_costing_amount: 1234.5,
  total_billing_amount: 2000,
};

function makeTasks(count: number, from = 1): Task[] {
  return Array.from({ length: count }, (_, index) => ({
    name: `TASK-2026-${String(from + index).padStart(5, '0')}`,
    subject: `Task number ${from + index}`,
    status: 'Open',
    priority: 'Low',
  }));
}

function renderList(path = '/projects/all') {
  return renderPage(<TaskListPage />, { route: '/projects/:space', path });
}

const anySignal = expect.any(AbortSignal);

beforeEach(() => {
  fetchTasksMock.mockReset();
  countTasksMock.mockReset();
  fetchSpacesMock.mockResolvedValue([
    { name: 'engineering', name1: 'Engineering' },
    { name: 'empty', name1: 'Empty space' },
  ]);
  fetchProjectsMock.mockResolvedValue([
    { name: 'PROJ-0003', project_name: 'Mobile app', space: 'engineering' },
    { name: 'PROJ-0007', project_name: 'API platform', space: 'engineering' },
    { name: 'PROJ-0009', project_name: 'Elsewhere', space: 'marketing' },
  ]);
});

test('shows every one of the fifteen fields of a task, formatted', async () => {
  fetchTasksMock.mockResolvedValue([fullTask, { name: 'TASK-2026-00043', subject: 'Bare task' }]);
  countTasksMock.mockResolvedValue(2);
  renderList();

  const table = await screen.findByRole('table', { name: 'Tasks' });
  // The project shows by its name once the projects have loaded.
  await within(table).findByRole('cell', { name: 'API platform' });
  const row = within(table).getByRole('cell', { name: 'Design the sign-in page' }).closest('tr');
  expect(row).not.toBeNull();
  const cells = within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells).toEqual([
    'Design the sign-in page',
    'TASK-2026-00042',
    'Working',
    'Urgent',
    'API platform',
    'Feature',
    'Engineering',
    'Mar 2, 2026',
    'Mar 20, 2026',
    '12.5 hr',
    '1,234.50',
    '2,000.00',
    'Group',
    'TASK-2026-00040',
    '#ff8800',
  ]);
  const bareRow = within(table).getByRole('cell', { name: 'Bare task' }).closest('tr') as HTMLElement;
  expect(
    within(bareRow)
      .getAllByRole('cell')
      .filter((cell) => cell.textContent === '—'),
  ).toHaveLength(13);
  expect(screen.getByRole('heading', { name: 'All tasks' })).toBeInTheDocument();
  expect(screen.getByText('2 tasks')).toBeInTheDocument();
  expect(fetchTasksMock).toHaveBeenCalledWith([], 0, anySignal);
  expect(countTasksMock).toHaveBeenCalledWith([], anySignal);
});

test('shows a loading skeleton until the tasks arrive', async () => {
  let resolve: (tasks: Task[]) => void = () => undefined;
  fetchTasksMock.mockReturnValue(new Promise((done) => (resolve = done)));
  countTasksMock.mockResolvedValue(1);
  renderList();

  expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
  resolve([fullTask]);
  expect(await screen.findByRole('table', { name: 'Tasks' })).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading tasks' })).not.toBeInTheDocument();
});

test('the search box filters by subject once typing pauses, and the count uses the same filters', async () => {
  fetchTasksMock.mockResolvedValue([fullTask]);
  countTasksMock.mockResolvedValue(1);
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('table', { name: 'Tasks' });

  await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'sign-in');

  const expected = [['subject', 'like', '%sign-in%']];
  await waitFor(() => expect(fetchTasksMock).toHaveBeenLastCalledWith(expected, 0, anySignal));
  expect(countTasksMock).toHaveBeenLastCalledWith(expected, anySignal);
  const searches = fetchTasksMock.mock.calls.map(([filters]) => JSON.stringify(filters));
  expect(searches).not.toContain(JSON.stringify([['subject', 'like', '%s%']]));
});

test('status and priority selects add their filters', async () => {
  fetchTasksMock.mockResolvedValue([fullTask]);
  countTasksMock.mockResolvedValue(1);
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('table', { name: 'Tasks' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Overdue');
  await waitFor(() => expect(fetchTasksMock).toHaveBeenLastCalledWith([['status', '=', 'Overdue']], 0, anySignal));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
  const both = [
    ['status', '=', 'Overdue'],
    ['priority', '=', 'High'],
  ];
  await waitFor(() => expect(fetchTasksMock).toHaveBeenLastCalledWith(both, 0, anySignal));
  expect(countTasksMock).toHaveBeenLastCalledWith(both, anySignal);
});

test('"Load more" appends the next page from limit_start 20 and disappears when all are shown', async () => {
  fetchTasksMock.mockImplementation((_filters, start) =>
    Promise.resolve(start === 0 ? makeTasks(20) : makeTasks(5, 21)),
  );
  countTasksMock.mockResolvedValue(25);
  const user = userEvent.setup();
  renderList();

  const table = await screen.findByRole('table', { name: 'Tasks' });
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  expect(screen.getByText('Showing 20 of 25 tasks')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Load more' }));

  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
  expect(fetchTasksMock).toHaveBeenLastCalledWith([], 20, anySignal);
  expect(within(table).getByRole('cell', { name: 'Task number 1' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'Task number 25' })).toBeInTheDocument();
  expect(screen.getByText('25 tasks')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('an error shows the reason and Retry loads again', async () => {
  fetchTasksMock.mockRejectedValueOnce(new Error('The server is having a bad day')).mockResolvedValue([fullTask]);
  countTasksMock.mockResolvedValue(1);
  const user = userEvent.setup();
  renderList();

  expect(await screen.findByText('The server is having a bad day')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByRole('cell', { name: 'Design the sign-in page' })).toBeInTheDocument();
  expect(fetchTasksMock).toHaveBeenCalledTimes(2);
  expect(screen.queryByText('The server is having a bad day')).not.toBeInTheDocument();
});

test('no tasks at all: "No tasks yet"', async () => {
  fetchTasksMock.mockResolvedValue([]);
  countTasksMock.mockResolvedValue(0);
  renderList();

  expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('no task matches the filters: "No tasks match", and clearing them asks for every task again', async () => {
  fetchTasksMock.mockResolvedValue([]);
  countTasksMock.mockResolvedValue(0);
  const user = userEvent.setup();
  renderList();
  await screen.findByText('No tasks yet');

  await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'zebra');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Urgent');
  await waitFor(() =>
    expect(fetchTasksMock).toHaveBeenLastCalledWith(
      [
        ['subject', 'like', '%zebra%'],
        ['priority', '=', 'Urgent'],
      ],
      0,
      anySignal,
    ),
  );
  expect(await screen.findByText('No tasks match')).toBeInTheDocument();

  fetchTasksMock.mockClear();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(fetchTasksMock).toHaveBeenLastCalledWith([], 0, anySignal));
  expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('');
  expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');
  // The search is cleared at once, not after the debounce: no request with the stale search goes out.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(fetchTasksMock).toHaveBeenCalledTimes(1);
});

test("a space lists its projects' tasks under the space's name", async () => {
  fetchTasksMock.mockResolvedValue([fullTask]);
  countTasksMock.mockResolvedValue(1);
  renderList('/projects/engineering');

  expect(await screen.findByRole('heading', { name: 'Engineering' })).toBeInTheDocument();
  const filters = [['project', 'in', ['PROJ-0003', 'PROJ-0007']]];
  await waitFor(() => expect(fetchTasksMock).toHaveBeenCalledWith(filters, 0, anySignal));
  expect(countTasksMock).toHaveBeenCalledWith(filters, anySignal);
});

test('an unknown space says so, with a way back, and asks for no tasks', async () => {
  renderList('/projects/no-such-space');
  expect(await screen.findByRole('heading', { level: 1, name: 'Space not found' })).toBeInTheDocument();
  expect(screen.getByText('No space has this address')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Show all tasks' })).toHaveAttribute('href', '/projects/all');
  expect(screen.queryByRole('searchbox', { name: 'Search tasks' })).not.toBeInTheDocument();
  expect(fetchTasksMock).not.toHaveBeenCalled();
});

test('a space without projects says so without asking for tasks', async () => {
  renderList('/projects/empty');
  expect(await screen.findByText('No projects in this space yet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Empty space' })).toBeInTheDocument();
  expect(fetchTasksMock).not.toHaveBeenCalled();
});

test('an answer for earlier filters that arrives late never replaces the answer for the current ones', async () => {
  let answerOverdue: (tasks: Task[]) => void = () => undefined;
  fetchTasksMock.mockImplementation((filters) => {
    const status = filters.find(([field]) => field === 'status')?.[2];
    if (status === 'Overdue') return new Promise((done) => (answerOverdue = done));
    const subject = status === 'Completed' ? 'A completed task' : 'Any task';
    return Promise.resolve([{ name: `TASK-${subject}`, subject }]);
  });
  countTasksMock.mockResolvedValue(1);
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('cell', { name: 'Any task' });

  const statusSelect = screen.getByRole('combobox', { name: 'Status' });
  await user.selectOptions(statusSelect, 'Overdue');
  await waitFor(() => expect(fetchTasksMock).toHaveBeenLastCalledWith([['status', '=', 'Overdue']], 0, anySignal));
  await user.selectOptions(statusSelect, 'Completed');
  expect(await screen.findByRole('cell', { name: 'A completed task' })).toBeInTheDocument();

  answerOverdue([{ name: 'TASK-late', subject: 'A late overdue task', status: 'Overdue' }]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('cell', { name: 'A late overdue task' })).not.toBeInTheDocument();
  expect(screen.getByRole('cell', { name: 'A completed task' })).toBeInTheDocument();
});

test('a failed "Load more" keeps the rows, says why, and retrying appends the page', async () => {
  fetchTasksMock.mockImplementation((_filters, start) =>
    Promise.resolve(start === 0 ? makeTasks(20) : makeTasks(5, 21)),
  );
  fetchTasksMock.mockImplementationOnce(() => Promise.resolve(makeTasks(20)));
  fetchTasksMock.mockImplementationOnce(() => Promise.reject(new Error('Lost the connection')));
  countTasksMock.mockResolvedValue(25);
  const user = userEvent.setup();
  renderList();
  const table = await screen.findByRole('table', { name: 'Tasks' });

  await user.click(screen.getByRole('button', { name: 'Load more' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Lost the connection');
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  await user.click(screen.getByRole('button', { name: 'Retry loading more' }));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(fetchTasksMock).toHaveBeenLastCalledWith([], 20, anySignal);
});

test('a task listed again on the next page (a task was created in between) is shown once', async () => {
  fetchTasksMock.mockImplementation((_filters, start) =>
    Promise.resolve(start === 0 ? makeTasks(20) : makeTasks(5, 20)),
  );
  countTasksMock.mockResolvedValue(26);
  const user = userEvent.setup();
  renderList();
  const table = await screen.findByRole('table', { name: 'Tasks' });

  await user.click(screen.getByRole('button', { name: 'Load more' }));

  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(25));
  expect(within(table).getAllByRole('cell', { name: 'Task number 20' })).toHaveLength(1);
});
