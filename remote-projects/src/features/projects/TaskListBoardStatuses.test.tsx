// A space with board statuses lists its tasks by them, as its board does: one status per task on every page
// (workspace/board-status.ts). Its rows also show who each task is given to.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { setSessionForTest } from 'shared-auth/testing';
import type { PuxeoStatus, Task } from 'tessera-contracts';
import {
  countReads,
  filtersOf,
  makeTask,
  serveTaskList,
  type FakeTaskListServer,
} from '@projects/testing/task-list-server';
import TaskListPage from './TaskListPage';

jest.setTimeout(30_000);
const SLOW = { timeout: 8000 };

const STATUSES: PuxeoStatus[] = [
  { name: 'ST-2', name1: 'Doing', color: '#3366ff', space: 'engineering', position: 2 },
  { name: 'ST-1', name1: 'Backlog', color: '#888888', space: 'engineering', position: 1 },
  { name: 'ST-3', name1: 'Shipped', color: '#22aa55', space: 'engineering', position: 3 },
];

const TASKS: Task[] = [
  makeTask('TASK-101', {
    subject: 'Write the brief',
    status: 'Open',
    puxeo_status: 'ST-3',
    _assign: JSON.stringify(['ada@example.com', 'grace@example.com', 'alan@example.com', 'edsger@example.com']),
  }),
  makeTask('TASK-102', { subject: 'Build the API', status: 'Open', puxeo_status: 'ST-2', project: 'PROJ-0007' }),
  // No board status yet: its board shows it in the first column.
  makeTask('TASK-103', { subject: 'Fix the login crash', status: 'Working' }),
];

let server: FakeTaskListServer;

beforeEach(() => {
  window.localStorage.clear();
  server = serveTaskList(TASKS, STATUSES);
  const email = 'editor@tessera.dev';
  setSessionForTest({ userId: email, email, displayName: 'Editor', role: 'EDITOR', photoURL: null });
});
afterEach(() => server.restore());

function renderList(path = '/projects/engineering') {
  return renderPage(<TaskListPage />, { route: '/projects/:space', path });
}

const rowOf = (subject: string) => screen.getByRole('button', { name: subject }).closest('tr') as HTMLElement;
const groupHeadings = () =>
  screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent?.replace(/\s+/g, ' '));

test("a space's tasks are grouped by its board statuses, in order, each row showing its board status", async () => {
  renderList();
  await waitFor(() => expect(groupHeadings()).toEqual(['Backlog1', 'Doing1', 'Shipped1']), SLOW);
  await screen.findByRole('button', { name: 'Write the brief' }, SLOW);

  expect(countReads(server)[0]!.params).toMatchObject({ group_by: 'puxeo_status' });
  // "Shipped" on its board, so "Shipped" here, not ERPNext's "Open".
  expect(within(rowOf('Write the brief')).getByText('Shipped')).toBeInTheDocument();
  expect(within(rowOf('Write the brief')).queryByText('Open')).not.toBeInTheDocument();
  // A task without a board status is in the first, as on the board; its group also reads those.
  expect(within(rowOf('Fix the login crash')).getByText('Backlog')).toBeInTheDocument();
  const reads = server.reads.filter((read) => read.url === '/api/resource/Task' && !read.params.group_by);
  expect(reads.map(filtersOf)).toContainEqual([
    ['project', 'in', ['PROJ-0003', 'PROJ-0007']],
    ['puxeo_status', 'not in', ['ST-2', 'ST-3']],
  ]);
});

test('the status filter offers the board statuses; the bulk status change writes the board status', async () => {
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('button', { name: 'Fix the login crash' }, SLOW);

  const filter = screen.getByRole('combobox', { name: 'Status' });
  expect(
    within(filter)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All statuses', 'Backlog', 'Doing', 'Shipped']);
  await user.selectOptions(filter, 'ST-2');
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Write the brief' })).not.toBeInTheDocument());
  expect(filtersOf(countReads(server).at(-1)!)).toContainEqual(['puxeo_status', '=', 'ST-2']);
  await user.selectOptions(filter, '');

  await user.click(await screen.findByRole('checkbox', { name: 'Select “Fix the login crash”' }, SLOW));
  await user.click(screen.getByRole('button', { name: /Change status/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Shipped' }, SLOW));
  await waitFor(() => expect(server.writes.filter((write) => write.method === 'PUT')).toHaveLength(1));
  expect(server.writes.at(-1)!.body).toMatchObject({ puxeo_status: 'ST-3' });
  await waitFor(() => expect(groupHeadings()).toContain('Shipped2'), SLOW);
  expect(within(rowOf('Fix the login crash')).getByText('Shipped')).toBeInTheDocument();
});

test('the drawer shows the one status among the board statuses and saves it as the board status', async () => {
  const user = userEvent.setup();
  renderList();
  await user.click(await screen.findByRole('button', { name: 'Write the brief' }, SLOW));
  const drawer = await screen.findByRole('dialog', undefined, SLOW);
  const status = await within(drawer).findByRole('combobox', { name: /Status/ }, SLOW);
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(expect.arrayContaining(['Backlog', 'Doing', 'Shipped']));
  expect(within(status).queryByRole('option', { name: 'Open' })).not.toBeInTheDocument();
  expect(status).toHaveValue('ST-3');

  await user.selectOptions(status, 'ST-2');
  await user.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(server.writes.at(-1)?.method).toBe('PUT'), SLOW);
  expect(server.writes.at(-1)!.body).toEqual({ puxeo_status: 'ST-2', modified: '2026-03-01 10:00:00.000000' });
});

test('the list of every space shows each task by its board status where its space has some', async () => {
  renderList('/projects/all');
  await screen.findByRole('button', { name: 'Write the brief' }, SLOW);
  await waitFor(() => expect(within(rowOf('Write the brief')).getByText('Shipped')).toBeInTheDocument(), SLOW);
});

test('the list of every space groups by each task’s one status by name, its board’s or ERPNext’s', async () => {
  server.restore();
  server = serveTaskList(
    [
      makeTask('TASK-201', { subject: 'Plan the launch', status: 'Open', puxeo_status: 'ST-2' }),
      // No board status: its board shows it in its first, Backlog, whatever ERPNext's status says.
      makeTask('TASK-202', { subject: 'Fix the login crash', status: 'Open' }),
      makeTask('TASK-203', { subject: 'Market research', status: 'Open', project: 'PROJ-0009' }),
      makeTask('TASK-204', { subject: 'Ship it', status: 'Working', puxeo_status: 'ST-O', project: 'PROJ-0007' }),
    ],
    [...STATUSES.slice(0, 2), { name: 'ST-O', name1: 'Open', color: '#aa2222', space: 'engineering', position: 3 }],
  );
  renderList('/projects/all');
  await waitFor(
    () =>
      expect(groupHeadings()).toEqual([
        'Backlog1',
        'Doing1',
        'Open2',
        'Working0',
        'Pending Review0',
        'Completed0',
        'Cancelled0',
      ]),
    SLOW,
  );
  await screen.findByRole('button', { name: 'Ship it' }, SLOW);
  const openGroup = screen.getByRole('button', { name: /^Open/ }).closest('tbody') as HTMLElement;
  expect(within(openGroup).getByRole('button', { name: 'Market research' })).toBeInTheDocument();
  expect(within(openGroup).queryByRole('button', { name: 'Fix the login crash' })).not.toBeInTheDocument();
  expect(within(rowOf('Fix the login crash')).getByText('Backlog')).toBeInTheDocument();

  // One count by project, board status and ERPNext status; Open's rows read with or_filters, its one stray by name.
  expect(countReads(server)).toHaveLength(1);
  const stray = [
    ['project', '=', 'PROJ-0003'],
    ['puxeo_status', 'is', 'not set'],
    ['status', '=', 'Open'],
  ];
  expect(server.reads.map(filtersOf)).toContainEqual(stray);
  const openRead = server.reads.find((read) => JSON.stringify(filtersOf(read)).includes('TASK-202'));
  expect(filtersOf(openRead!)).toEqual([
    ['puxeo_status', 'not in', ['ST-1', 'ST-2']],
    ['name', 'not in', ['TASK-202']],
  ]);
  expect(JSON.parse(openRead!.params.or_filters as string)).toEqual([
    ['puxeo_status', 'in', ['ST-O']],
    ['status', '=', 'Open'],
  ]);

  // A bulk change to a name writes each task's own board status of that name, and says which board has none.
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: 'Select “Plan the launch”' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select “Market research”' }));
  await user.click(screen.getByRole('button', { name: /Change status/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Backlog' }, SLOW));
  await waitFor(() => expect(server.writes).toHaveLength(1));
  expect(server.writes[0]).toMatchObject({ url: '/api/resource/Task/TASK-201', body: { puxeo_status: 'ST-1' } });
  expect(
    await screen.findByText(
      "1 of 2 tasks could not be changed: “Market research” (Elsewhere's board has no status “Backlog”)",
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(groupHeadings()).toContain('Backlog2'), SLOW);
});

test('quick add in a status-name group of every space writes the chosen project’s status of that name, or says why not', async () => {
  const user = userEvent.setup();
  renderList('/projects/all');
  await screen.findByRole('button', { name: 'Write the brief' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Add task to Doing' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Project of the new task' }), 'PROJ-0007');
  await user.type(
    screen.getByRole('textbox', { name: 'Subject of the new task in Doing' }),
    'Write release notes{Enter}',
  );
  await waitFor(() => expect(server.writes).toHaveLength(1));
  expect(server.writes[0]!.body).toEqual({
    subject: 'Write release notes',
    project: 'PROJ-0007',
    puxeo_status: 'ST-2',
  });

  // Elsewhere's space has no board statuses: no “Doing” to give it, and nothing is written.
  await user.selectOptions(screen.getByRole('combobox', { name: 'Project of the new task' }), 'PROJ-0009');
  await user.type(screen.getByRole('textbox', { name: 'Subject of the new task in Doing' }), 'Market it{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent("Elsewhere's board has no status “Doing”");
  expect(server.writes).toHaveLength(1);
});

test("a row names its assignees by their avatars' full names, the ones beyond two counted", async () => {
  renderList();
  await screen.findByRole('button', { name: 'Write the brief' }, SLOW);
  const assignees = within(rowOf('Write the brief')).getByRole('group', { name: 'Assignees' });
  await waitFor(() => expect(within(assignees).getByRole('img', { name: 'Ada Lovelace' })).toBeInTheDocument());
  expect(within(assignees).getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
  expect(within(assignees).getByRole('img', { name: '2 more: Alan Turing, Edsger Dijkstra' })).toHaveTextContent('+2');
  expect(within(rowOf('Build the API')).queryByRole('group', { name: 'Assignees' })).not.toBeInTheDocument();
});
