import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, renderWithProviders } from 'build-presets/testing';
import type { Role } from 'shared-auth';
import { frappeError, setSessionForTest } from 'shared-auth/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { STALE_TASK_MESSAGE } from '@projects/workspace/task-writes';
import { COLUMNS_STORAGE_KEY } from './hooks/use-column-choice';
import {
  countReads,
  filtersOf,
  makeTask,
  rowReads,
  serveTaskList,
  type FakeTaskListServer,
} from '@projects/testing/task-list-server';
import TaskListPage from './TaskListPage';

// Drawers, dialogs and menus are heavy for jsdom on a small, busy machine: longer bounds to wait within.
jest.setTimeout(30_000);
const SLOW = { timeout: 8000 };

const TASKS: Task[] = [
  makeTask('TASK-001', {
    subject: 'Write the brief',
    status: 'Completed',
    priority: 'Low',
    exp_end_date: '2026-03-01',
  }),
  makeTask('TASK-002', {
    subject: 'Design the sign-in page',
    status: 'Working',
    priority: 'Urgent',
    project: 'PROJ-0007',
  }),
  makeTask('TASK-003', { subject: 'Build the API', status: 'Open', priority: 'High', exp_end_date: '2026-04-10' }),
  makeTask('TASK-004', {
    subject: 'Fix the login crash',
    status: 'Open',
    priority: 'Medium',
    exp_end_date: '2026-02-01',
  }),
  makeTask('TASK-005', { subject: 'Market research', status: 'Open', priority: 'Low', project: 'PROJ-0009' }),
];

let server: FakeTaskListServer;

function signInAs(role: Role) {
  const email = `${role.toLowerCase()}@tessera.dev`;
  setSessionForTest({ userId: email, email, displayName: `${role} user`, role, photoURL: null });
}

function renderList(path = '/projects/all') {
  return renderPage(<TaskListPage />, { route: '/projects/:space', path });
}

/** The rows of tasks (not group headings nor group footers), as their subjects. */
function taskSubjects(): string[] {
  const table = screen.getByRole('table', { name: 'Tasks' });
  return [...table.querySelectorAll('tbody tr[data-task]')].map(
    (row) => within(row as HTMLElement).getAllByRole('button')[0]!.textContent ?? '',
  );
}

const groupHeadings = () =>
  screen.getAllByRole('button', { expanded: true }).map((button) => button.textContent?.replace(/\s+/g, ' '));

beforeEach(() => {
  window.localStorage.clear();
  server = serveTaskList(TASKS);
  signInAs('EDITOR');
});
afterEach(() => server.restore());

test('groups tasks by status in the status order, each with its count, read group by group from the server', async () => {
  renderList();
  expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
  await screen.findByRole('table', { name: 'Tasks' });
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));

  // A writer also sees the statuses no task has yet (read nothing for them), so the first task can go there.
  expect(groupHeadings()).toEqual(['Open3', 'Working1', 'Pending Review0', 'Completed1', 'Cancelled0']);
  expect(taskSubjects()).toEqual([
    'Market research',
    'Fix the login crash',
    'Build the API',
    'Design the sign-in page',
    'Write the brief',
  ]);
  expect(screen.getByText('5 tasks')).toBeInTheDocument();
  // One grouped count, then one page per group, filtered to it; never every task at once.
  expect(countReads(server)).toHaveLength(1);
  // By each task's one status: its project and board status say which (no board here: ERPNext's status).
  expect(countReads(server)[0]!.params).toMatchObject({
    group_by: 'project, puxeo_status, status',
    limit_page_length: 0,
  });
  const reads = rowReads(server);
  expect(reads.map(filtersOf)).toEqual([
    [['status', '=', 'Open']],
    [['status', '=', 'Working']],
    [['status', '=', 'Completed']],
  ]);
  for (const read of reads)
    expect(read.params).toMatchObject({ order_by: 'creation desc, name desc', limit_start: 0, limit_page_length: 25 });
  // The project shows by its name.
  expect(
    within(screen.getByRole('table', { name: 'Tasks' })).getAllByRole('cell', { name: 'API platform' }),
  ).toHaveLength(1);
});

test('a folded group hides its rows; "Group by" priority and none are kept in the URL and read from the server', async () => {
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(screen.queryAllByRole('row')).not.toHaveLength(0));
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));

  await user.click(screen.getByRole('button', { name: /^Open/ }));
  expect(screen.getByRole('button', { name: /^Open/ })).toHaveAttribute('aria-expanded', 'false');
  expect(taskSubjects()).toEqual(['Design the sign-in page', 'Write the brief']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'priority');
  await waitFor(() => expect(groupHeadings()).toEqual(['Low2', 'Medium1', 'High1', 'Urgent1']));
  expect(countReads(server).at(-1)!.params.group_by).toBe('priority');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'none');
  await waitFor(() => expect(groupHeadings()).toEqual(['All tasks5']));
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));
  expect(server.reads.some((read) => read.url === '/api/method/frappe.client.get_count')).toBe(true);
});

test('a column header sorts on the server, ascending then descending, within each group', async () => {
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));

  const dueHeader = () => screen.getByRole('columnheader', { name: /^Due/ });
  expect(dueHeader()).toHaveAttribute('aria-sort', 'none');
  await user.click(within(dueHeader()).getByRole('button'));
  expect(dueHeader()).toHaveAttribute('aria-sort', 'ascending');
  await waitFor(() =>
    expect(taskSubjects().slice(0, 3)).toEqual(['Market research', 'Fix the login crash', 'Build the API']),
  );
  expect(rowReads(server).at(-1)!.params.order_by).toBe('exp_end_date asc, name asc');

  await user.click(within(dueHeader()).getByRole('button'));
  expect(dueHeader()).toHaveAttribute('aria-sort', 'descending');
  await waitFor(() =>
    expect(taskSubjects().slice(0, 3)).toEqual(['Build the API', 'Fix the login crash', 'Market research']),
  );
  expect(rowReads(server).at(-1)!.params.order_by).toBe('exp_end_date desc, name desc');
});

test('filters become request parameters; "Clear filters" asks for every task again', async () => {
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Low');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'PROJ-0003');
  await waitFor(() => expect(taskSubjects()).toEqual(['Write the brief']));
  expect(filtersOf(countReads(server).at(-1)!)).toEqual([
    ['project', '=', 'PROJ-0003'],
    ['priority', '=', 'Low'],
  ]);

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  fireEvent.change(screen.getByLabelText('Due from'), { target: { value: '2026-02-01' } });
  fireEvent.change(screen.getByLabelText('Due to'), { target: { value: '2026-03-31' } });
  await waitFor(() => expect(taskSubjects()).toEqual(['Fix the login crash', 'Write the brief']));
  expect(filtersOf(countReads(server).at(-1)!)).toEqual([
    ['exp_end_date', 'is', 'set'],
    ['exp_end_date', '>=', '2026-02-01'],
    ['exp_end_date', '<', '2026-04-01'],
  ]);

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
  await waitFor(() => expect(taskSubjects()).toEqual(['Fix the login crash', 'Build the API']));
  expect(filtersOf(countReads(server).at(-1)!)).toContainEqual(['status', 'not in', ['Completed', 'Cancelled']]);

  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'zebra');
  expect(await screen.findByText('No tasks match')).toBeInTheDocument();
  expect(filtersOf(countReads(server).at(-1)!)).toEqual([['subject', 'like', '%zebra%']]);
  // The typing itself asked nothing: one count for the settled search only.
  expect(countReads(server).filter((read) => JSON.stringify(filtersOf(read)).includes('subject'))).toHaveLength(1);

  await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));
  expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('');
});

test('"Due to" lists and counts the same tasks: none without a due date, which a Frappe list takes as due', async () => {
  renderList('/projects/all?group=none&to=2026-03-31');
  await waitFor(() => expect(groupHeadings()).toEqual(['All tasks2']));
  await waitFor(() => expect(taskSubjects().sort()).toEqual(['Fix the login crash', 'Write the brief']));
});

test('two filter changes before the page renders again both hold: the second builds on the first', async () => {
  renderList('/projects/all?status=Open');
  await waitFor(() => expect(taskSubjects()).toHaveLength(3));
  // One act: the second change runs before the router has shown the URL of the first, as two quick clicks can.
  act(() => {
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Priority' }), { target: { value: 'High' } });
  });
  await waitFor(() => expect(taskSubjects()).toEqual(['Build the API']));
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  expect(filtersOf(countReads(server).at(-1)!)).toEqual([['priority', '=', 'High']]);
});

test('"Show more" reads the next page of that group only, from limit_start 25', async () => {
  server.tasks.push(
    ...Array.from({ length: 27 }, (_, index) =>
      makeTask(`TASK-1${String(index).padStart(3, '0')}`, { subject: `Bulk task ${index}`, status: 'Working' }),
    ),
  );
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(3 + 25 + 1));
  expect(screen.getByText('Showing 25 of 28')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show more of Working' }));
  await waitFor(() => expect(taskSubjects()).toHaveLength(3 + 28 + 1));
  const last = rowReads(server).at(-1)!;
  expect(filtersOf(last)).toEqual([['status', '=', 'Working']]);
  expect(last.params.limit_start).toBe(25);
  expect(screen.queryByRole('button', { name: 'Show more of Working' })).not.toBeInTheDocument();
});

test('an error in the counts shows the reason, and Retry loads again', async () => {
  server.failNext('/api/resource/Task', frappeError(500, 'Exception', 'The server is having a bad day'));
  const user = userEvent.setup();
  renderList();
  expect(await screen.findByText('The server is having a bad day')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));
});

test('quick add in a group creates the task with that status on a space project; Esc cancels; errors are shown', async () => {
  const user = userEvent.setup();
  renderList('/projects/engineering');
  expect(await screen.findByRole('heading', { name: 'Engineering' })).toBeInTheDocument();
  await waitFor(() => expect(taskSubjects()).toHaveLength(4));

  await user.click(screen.getByRole('button', { name: 'Add task to Working' }));
  const subject = screen.getByRole('textbox', { name: 'Subject of the new task in Working' });
  expect(subject).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('textbox', { name: 'Subject of the new task in Working' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add task to Working' })).toHaveFocus();

  await user.keyboard('{Enter}');
  // The space has two projects: the picker offers only those.
  const picker = screen.getByRole('combobox', { name: 'Project of the new task' });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Mobile app', 'API platform']);
  await user.selectOptions(picker, 'PROJ-0007');
  await user.type(
    screen.getByRole('textbox', { name: 'Subject of the new task in Working' }),
    'Write release notes{Enter}',
  );

  await waitFor(() => expect(taskSubjects()).toContain('Write release notes'));
  expect(server.writes).toEqual([
    {
      method: 'POST',
      url: '/api/resource/Task',
      body: { subject: 'Write release notes', project: 'PROJ-0007', status: 'Working' },
    },
  ]);

  server.failNext('/api/resource/Task', frappeError(417, 'MandatoryError', 'Subject is too rude'));
  await user.type(screen.getByRole('textbox', { name: 'Subject of the new task in Working' }), 'Another{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Subject is too rude');
});

test('bulk change: each task is saved with its version, one refresh, and a partial failure says which and why', async () => {
  server.refuseWritesTo('TASK-004', frappeError(403, 'PermissionError', 'Not allowed to change this one'));
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));

  await user.click(screen.getByRole('checkbox', { name: 'Select all shown in Open' }));
  expect(screen.getByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('3 selected');
  await user.click(screen.getByRole('button', { name: /Change priority/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Urgent' }, SLOW));

  const failure = await screen.findByText(
    '1 of 3 tasks could not be changed: “Fix the login crash” (Not allowed to change this one)',
    undefined,
    SLOW,
  );
  expect(failure).toBeInTheDocument();
  const puts = server.writes.filter((write) => write.method === 'PUT');
  expect(puts).toHaveLength(3);
  for (const put of puts) expect(put.body).toEqual({ priority: 'Urgent', modified: '2026-03-01 10:00:00.000000' });
  // The refused one stays ticked, the others are unticked.
  expect(screen.getByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
  expect(screen.getByRole('checkbox', { name: 'Select “Fix the login crash”' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Select “Build the API”' })).not.toBeChecked();
});

test('bulk delete asks first and is offered to admins only', async () => {
  const user = userEvent.setup();
  const { unmount } = renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));
  await user.click(screen.getByRole('checkbox', { name: 'Select “Build the API”' }));
  expect(
    within(screen.getByRole('toolbar', { name: 'Bulk actions' })).queryByRole('button', { name: /Delete/ }),
  ).toBeNull();
  unmount();

  signInAs('ADMIN');
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));
  await user.click(screen.getByRole('checkbox', { name: 'Select “Build the API”' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select “Write the brief”' }));
  await user.click(
    within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: /Delete/ }),
  );
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete 2 tasks?' }, SLOW);
  expect(server.writes).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(taskSubjects()).toHaveLength(3));
  expect(server.writes.map((write) => `${write.method} ${write.url}`).sort()).toEqual([
    'DELETE /api/resource/Task/TASK-001',
    'DELETE /api/resource/Task/TASK-003',
  ]);
});

test('the column chooser changes the columns, and the choice is remembered', async () => {
  const user = userEvent.setup();
  const { unmount } = renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));
  const headers = () => screen.getAllByRole('columnheader', { name: /./ }).map((header) => header.textContent);
  expect(headers()).toEqual(['Select', 'Subject', 'Status', 'Priority', 'Assignees', 'Project', 'Due', 'Expected']);

  await user.click(screen.getByRole('button', { name: 'Columns' }));
  await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Department' }, SLOW));
  await user.click(screen.getByRole('menuitemcheckbox', { name: 'Priority' }));
  expect(screen.getByRole('menuitemcheckbox', { name: 'Department' })).toHaveAttribute('aria-checked', 'true');
  await user.keyboard('{Escape}');

  const chosen = ['Select', 'Subject', 'Status', 'Assignees', 'Project', 'Department', 'Due', 'Expected'];
  expect(headers()).toEqual(chosen);
  expect(JSON.parse(window.localStorage.getItem(COLUMNS_STORAGE_KEY) ?? '[]')).toEqual([
    'status',
    'assignees',
    'project',
    'exp_end_date',
    'expected_time',
    'department',
  ]);
  unmount();
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));
  expect(headers()).toEqual(chosen);
});

test('the drawer saves a task with the version it opened, and a stale version is refused with a reload', async () => {
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));

  await user.click(screen.getByRole('button', { name: 'Build the API' }));
  const drawer = await screen.findByRole('dialog', undefined, SLOW);
  const subject = await within(drawer).findByRole('textbox', { name: /Subject/ }, SLOW);
  // Someone else saves the task meanwhile.
  server.tasks.find((task) => task.name === 'TASK-003')!.modified = '2026-03-01 11:00:00.000000';
  await user.clear(subject);
  await user.type(subject, 'Build the public API');
  await user.click(within(drawer).getByRole('button', { name: 'Save' }));

  expect(await within(drawer).findByText(STALE_TASK_MESSAGE, undefined, SLOW)).toBeInTheDocument();
  expect(server.writes.at(-1)).toMatchObject({
    method: 'PUT',
    body: { subject: 'Build the public API', modified: '2026-03-01 10:00:00.000000' },
  });

  // The reload gave the newer version: saving again goes on top of it.
  await user.click(within(drawer).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(taskSubjects()).toContain('Build the public API'), SLOW);
  expect(server.writes.at(-1)).toMatchObject({
    method: 'PUT',
    body: { subject: 'Build the public API', modified: '2026-03-01 11:00:00.000000' },
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
});

test('the drawer edits the task read whole, not the fields the list read of it', async () => {
  server.tasks.find((task) => task.name === 'TASK-003')!.description = 'Endpoints for the mobile app';
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));

  const release = server.holdNext('/api/resource/Task/TASK-003');
  await user.click(screen.getByRole('button', { name: 'Build the API' }));
  const drawer = await screen.findByRole('dialog', undefined, SLOW);
  // The list's row is in the store, but without the description: the drawer waits for the whole task.
  expect(await within(drawer).findByRole('status', { name: 'Loading the task' }, SLOW)).toBeInTheDocument();
  release();
  expect(await within(drawer).findByRole('textbox', { name: /Description/ }, SLOW)).toHaveValue(
    'Endpoints for the mobile app',
  );
});

test('a link with ?task= opens that task in the drawer; an unknown task says it could not be loaded', async () => {
  const { unmount } = renderList('/projects/all?task=TASK-003');
  const drawer = await screen.findByRole('dialog', undefined, SLOW);
  expect(await within(drawer).findByRole('textbox', { name: /Subject/ }, SLOW)).toHaveValue('Build the API');
  unmount();

  renderList('/projects/all?task=TASK-999');
  const missing = await screen.findByRole('dialog', undefined, SLOW);
  expect(await within(missing).findByText("Couldn't load the task", undefined, SLOW)).toBeInTheDocument();
});

test('an admin deletes from the drawer after confirming', async () => {
  signInAs('ADMIN');
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));
  await user.click(screen.getByRole('button', { name: 'Market research' }));
  const drawer = await screen.findByRole('dialog', undefined, SLOW);
  await user.click(await within(drawer).findByRole('button', { name: 'Delete' }, SLOW));
  const confirm = await screen.findByRole('alertdialog', { name: 'Remove task?' }, SLOW);
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(taskSubjects()).not.toContain('Market research'), SLOW);
  expect(server.writes).toEqual([{ method: 'DELETE', url: '/api/resource/Task/TASK-005', body: undefined }]);
});

test('a guest sees no write control: no checkboxes, no quick add, a read-only drawer', async () => {
  signInAs('GUEST');
  const user = userEvent.setup();
  renderList();
  await waitFor(() => expect(taskSubjects()).toHaveLength(5));
  expect(screen.queryAllByRole('checkbox', { name: /^Select/ })).toHaveLength(0);
  expect(screen.queryByRole('button', { name: /^Add task/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Build the API' }));
  const drawer = await screen.findByRole('dialog', undefined, SLOW);
  expect(await within(drawer).findByText('TASK-003', undefined, SLOW)).toBeInTheDocument();
  expect(within(drawer).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
});

test('below the md breakpoint the tasks are cards, and no table is built', async () => {
  const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
  try {
    renderList();
    const list = await screen.findByRole('list', { name: 'Tasks in Open' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Market research');
    expect(screen.getByRole('heading', { name: /^Open/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
  } finally {
    matchMedia.mockRestore();
  }
});

test("a space lists its projects' tasks under the space's name", async () => {
  renderList('/projects/engineering');
  expect(await screen.findByRole('heading', { name: 'Engineering' })).toBeInTheDocument();
  await waitFor(() => expect(taskSubjects()).toHaveLength(4));
  expect(filtersOf(countReads(server)[0]!)).toEqual([['project', 'in', ['PROJ-0003', 'PROJ-0007']]]);
});

test('an unknown space says so, with a way back, and asks for no tasks', async () => {
  renderList('/projects/no-such-space');
  expect(await screen.findByRole('heading', { level: 1, name: 'Space not found' })).toBeInTheDocument();
  expect(screen.getByText('No space has this address')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Show all tasks' })).toHaveAttribute('href', '/projects/all');
  expect(screen.queryByRole('searchbox', { name: 'Search tasks' })).not.toBeInTheDocument();
  expect(server.reads).toEqual([]);
});

test('a space without projects says so without asking for tasks', async () => {
  renderList('/projects/empty');
  expect(await screen.findByText('No projects in this space yet')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Empty space' })).toBeInTheDocument();
  expect(server.reads).toEqual([]);
});

test('no tasks at all: a reader sees "No tasks yet"', async () => {
  signInAs('GUEST');
  server.tasks.splice(0);
  renderList();
  expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await act(async () => undefined);
});

test('no tasks at all: a writer sees each status to add the first task to, and one added there is listed', async () => {
  const user = userEvent.setup();
  server.tasks.splice(0);
  renderList();
  await screen.findByRole('table', { name: 'Tasks' });
  expect(groupHeadings()).toEqual(['Open0', 'Working0', 'Pending Review0', 'Completed0', 'Cancelled0']);
  expect(rowReads(server)).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Add task to Pending Review' }));
  await user.type(
    screen.getByRole('textbox', { name: 'Subject of the new task in Pending Review' }),
    'First of all{Enter}',
  );
  await waitFor(() => expect(taskSubjects()).toEqual(['First of all']));
  expect(server.tasks[0]).toMatchObject({ subject: 'First of all', status: 'Pending Review' });
  expect(groupHeadings()).toContain('Pending Review1');
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

test("the list/board switch opens the space's board with the list's filters, which stay in the URL", async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter initialEntries={['/projects/engineering']}>
      <Routes>
        <Route path="/projects/:space" element={<TaskListPage />} />
        <Route path="/kanban/:space" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => expect(taskSubjects()).toHaveLength(4));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Urgent');
  await waitFor(() => expect(taskSubjects()).toEqual(['Design the sign-in page']));

  const views = screen.getByRole('group', { name: 'View' });
  expect(within(views).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  within(views).getByRole('button', { name: 'Board' }).focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByTestId('location')).toHaveTextContent('/kanban/engineering?priority=Urgent');
});
