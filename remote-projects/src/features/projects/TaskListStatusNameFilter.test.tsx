// Every space's list is filtered by a status name, as it is grouped: the tasks whose one status (their board's
// where their project has board statuses, else ERPNext's) has that name, in every grouping, with their counts.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { setSessionForTest } from 'shared-auth/testing';
import { useLocation } from 'shared-ui';
import type { PuxeoStatus, Task } from 'tessera-contracts';
import {
  countReads,
  filtersOf,
  makeTask,
  rowReads,
  serveTaskList,
  type FakeTaskListServer,
} from '@projects/testing/task-list-server';
import TaskListPage from './TaskListPage';

jest.setTimeout(30_000);
const SLOW = { timeout: 8000 };

// Engineering's board (PROJ-0003, PROJ-0007): Backlog, Doing, Open. PROJ-0009's space has none: ERPNext's status.
const STATUSES: PuxeoStatus[] = [
  { name: 'ST-1', name1: 'Backlog', color: '#888888', space: 'engineering', position: 1 },
  { name: 'ST-2', name1: 'Doing', color: '#3366ff', space: 'engineering', position: 2 },
  { name: 'ST-O', name1: 'Open', color: '#aa2222', space: 'engineering', position: 3 },
];

const TASKS: Task[] = [
  makeTask('TASK-201', { subject: 'Plan the launch', status: 'Open', puxeo_status: 'ST-2' }),
  // No board status: its board shows it in Backlog, whatever ERPNext's status says (a stray of Open's plan).
  makeTask('TASK-202', { subject: 'Fix the login crash', status: 'Open' }),
  makeTask('TASK-203', { subject: 'Market research', status: 'Open', project: 'PROJ-0009' }),
  makeTask('TASK-204', {
    subject: 'Ship it',
    status: 'Working',
    puxeo_status: 'ST-O',
    project: 'PROJ-0007',
    priority: 'High',
  }),
  makeTask('TASK-205', { subject: 'Hire a designer', status: 'Working', project: 'PROJ-0009' }),
];

let server: FakeTaskListServer;

beforeEach(() => {
  window.localStorage.clear();
  server = serveTaskList(TASKS, STATUSES);
  const email = 'editor@tessera.dev';
  setSessionForTest({ userId: email, email, displayName: 'Editor', role: 'EDITOR', photoURL: null });
});
afterEach(() => server.restore());

let search = '';
function SearchProbe() {
  search = useLocation().search;
  return null;
}

function renderList(path: string) {
  return renderPage(
    <>
      <TaskListPage />
      <SearchProbe />
    </>,
    { route: '/projects/:space', path },
  );
}

function taskSubjects(): string[] {
  const table = screen.getByRole('table', { name: 'Tasks' });
  return [...table.querySelectorAll('tbody tr[data-task]')]
    .map((row) => within(row as HTMLElement).getAllByRole('button')[0]!.textContent ?? '')
    .sort();
}

const groupHeadings = () =>
  screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent?.replace(/\s+/g, ' '));

const orFiltersOf = (read: { params: Record<string, unknown> }) =>
  JSON.parse((read.params.or_filters as string | undefined) ?? '[]') as unknown;

const OPEN_PLAN = [
  ['puxeo_status', 'in', ['ST-O']],
  ['status', '=', 'Open'],
];

test('the status filter offers the status names in the groups’ order; a name shows its one group, strays left out', async () => {
  const user = userEvent.setup();
  renderList('/projects/all');
  await screen.findByRole('button', { name: 'Hire a designer' }, SLOW);
  const filter = screen.getByRole('combobox', { name: 'Status' });
  const headings = groupHeadings().map((heading) => heading?.replace(/\d+$/, ''));
  const options = within(filter)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options.slice(0, 5)).toEqual(['All statuses', 'Backlog', 'Doing', 'Open', 'Working']);
  // Every group the list shows is a name the filter offers, in the same order.
  expect(options.filter((option) => headings.includes(option ?? ''))).toEqual(headings);

  await user.selectOptions(filter, 'Open');
  await waitFor(() => expect(groupHeadings()).toEqual(['Open2']), SLOW);
  await waitFor(() => expect(taskSubjects()).toEqual(['Market research', 'Ship it']), SLOW);
  expect(search).toBe('?status=Open');
  expect(filter).toHaveValue('Open');
  expect(screen.getByText('2 tasks')).toBeInTheDocument();
});

test('a status name with 200 strays lists its tasks: the reads too long for a URL are sent as POSTs', async () => {
  // Each has no board status, so its board shows it in Backlog: Open's plan leaves every one out by name.
  server.tasks.push(
    ...Array.from({ length: 200 }, (_, index) =>
      makeTask(`TASK-4${String(index).padStart(3, '0')}`, { subject: `Stray ${index}`, status: 'Open' }),
    ),
  );
  renderList('/projects/all?status=Open');
  await waitFor(() => expect(groupHeadings()).toEqual(['Open2']), SLOW);
  await waitFor(() => expect(taskSubjects()).toEqual(['Market research', 'Ship it']), SLOW);
  expect(screen.getByText('2 tasks')).toBeInTheDocument();

  const strays = ['TASK-202', ...Array.from({ length: 200 }, (_, index) => `TASK-4${String(index).padStart(3, '0')}`)];
  const leavingStraysOut = server.reads.filter((read) =>
    filtersOf(read).some(([field, op, names]) => field === 'name' && op === 'not in' && Array.isArray(names)),
  );
  expect(leavingStraysOut.length).toBeGreaterThan(0);
  for (const read of leavingStraysOut) {
    expect(read.posted).toBe(true);
    expect(filtersOf(read)).toContainEqual(['name', 'not in', expect.arrayContaining(strays)]);
  }
});

test('by priority, a status name’s plan is each count’s and read’s or_filters, the priority a plain filter', async () => {
  renderList('/projects/all?group=priority&status=open');
  await waitFor(() => expect(groupHeadings()).toEqual(['Medium1', 'High1']), SLOW);
  await waitFor(() => expect(taskSubjects()).toEqual(['Market research', 'Ship it']), SLOW);
  // A link's name in any case is the name the filter offers.
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');

  const count = countReads(server).find((read) => read.params.group_by === 'priority')!;
  expect(filtersOf(count)).toEqual([
    ['puxeo_status', 'not in', ['ST-1', 'ST-2']],
    ['name', 'not in', ['TASK-202']],
  ]);
  expect(orFiltersOf(count)).toEqual(OPEN_PLAN);
  const high = rowReads(server).find((read) => JSON.stringify(filtersOf(read)).includes('"priority","=","High"'))!;
  expect(filtersOf(high)).toEqual([
    ['priority', '=', 'High'],
    ['puxeo_status', 'not in', ['ST-1', 'ST-2']],
    ['name', 'not in', ['TASK-202']],
  ]);
  expect(orFiltersOf(high)).toEqual(OPEN_PLAN);
});

test('ungrouped, a status name’s tasks are counted by a list count with its or_filters, and page with "Show more"', async () => {
  server.tasks.push(
    ...Array.from({ length: 26 }, (_, index) =>
      makeTask(`TASK-3${String(index).padStart(2, '0')}`, { subject: `Bulk ${index}`, puxeo_status: 'ST-O' }),
    ),
  );
  const user = userEvent.setup();
  renderList('/projects/all?group=none&status=Open');
  await waitFor(() => expect(groupHeadings()).toEqual(['All tasks28']), SLOW);
  await waitFor(() => expect(taskSubjects()).toHaveLength(25), SLOW);
  expect(server.reads.some((read) => read.url === '/api/method/frappe.client.get_count')).toBe(false);
  const count = countReads(server).find((read) => read.params.group_by === undefined)!;
  expect(orFiltersOf(count)).toEqual(OPEN_PLAN);

  await user.click(screen.getByRole('button', { name: 'Show more of All tasks' }));
  await waitFor(() => expect(taskSubjects()).toHaveLength(28), SLOW);
  expect(taskSubjects()).toEqual(expect.arrayContaining(['Market research', 'Ship it']));
  expect(taskSubjects()).not.toContain('Fix the login crash');
  const last = rowReads(server).at(-1)!;
  expect(last.params.limit_start).toBe(25);
  expect(orFiltersOf(last)).toEqual(OPEN_PLAN);
  expect(screen.queryByRole('button', { name: 'Show more of All tasks' })).not.toBeInTheDocument();
});

test('a board’s first status takes its tasks without one; a name no task has lists none; a space keeps its own', async () => {
  const first = renderList('/projects/all?group=priority&status=Backlog');
  await waitFor(() => expect(taskSubjects()).toEqual(['Fix the login crash']), SLOW);
  first.unmount();

  const none = renderList('/projects/all?group=none&status=Pending%20Review');
  expect(await screen.findByText('No tasks match', undefined, SLOW)).toBeInTheDocument();
  none.unmount();

  renderList('/projects/engineering?status=ST-2');
  await waitFor(() => expect(taskSubjects()).toEqual(['Plan the launch']), SLOW);
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('ST-2');
  expect(filtersOf(countReads(server).at(-1)!)).toContainEqual(['puxeo_status', '=', 'ST-2']);
});
