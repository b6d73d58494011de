import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installListLayout } from 'build-presets/board-test-layout';
import { renderPage, renderWithProviders } from 'build-presets/testing';
import type { SessionUser } from 'shared-auth';
import { setSessionForTest } from 'shared-auth/testing';
import { MemoryRouter, Route, Routes, toaster, useLocation } from 'shared-ui';
import { compareRanks, ranksAfter, TASK_PRIORITIES, TASK_STATUSES, type Role } from 'tessera-contracts';
import { frappeError, installKanbanServer, type KanbanServer } from '@projects/testing/kanban-server';
import KanbanPage from './KanbanPage';

function signInAs(role: Role) {
  const user: SessionUser = { userId: 'u@tessera.dev', email: 'u@tessera.dev', displayName: 'U', role, photoURL: null };
  setSessionForTest(user);
}

// A test here takes 1 to 2 s on an idle machine; on the shared two cores under load, past Jest's default 5 s.
jest.setTimeout(30_000);

let server: KanbanServer;
let toast: jest.SpyInstance;
let restoreLayout: () => void;

beforeAll(() => {
  restoreLayout = installListLayout();
});

afterAll(() => restoreLayout());

beforeEach(() => {
  server = installKanbanServer();
  toast = jest.spyOn(toaster, 'create').mockImplementation(() => 'toast');
  signInAs('EDITOR');
});

afterEach(() => {
  server.restore();
  toast.mockRestore();
  setSessionForTest(null);
});

function renderBoard(path = '/kanban/engineering') {
  return renderPage(<KanbanPage />, { route: '/kanban/:space', path });
}

const columnNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const column = (name: string) => screen.getByRole('region', { name });
const cardsIn = (name: string) =>
  within(within(column(name)).getByRole('list'))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

type User = ReturnType<typeof userEvent.setup>;

async function openMoveMenu(user: User, subject: string) {
  screen.getByRole('button', { name: `Move "${subject}" to…` }).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  // The menu takes the keyboard a frame after it opens: a key pressed before then goes to the card's button.
  await waitFor(() => expect(menu).toHaveFocus());
  const first = within(menu)
    .getAllByRole('menuitem')
    .find((item) => item.getAttribute('aria-disabled') !== 'true');
  await waitFor(() => expect(first).toHaveAttribute('data-highlighted'));
  return menu;
}

/** Picks an item of a card's Move menu by keyboard alone: Enter on the card's Move button, arrows, Enter. */
async function moveWithMenu(user: User, subject: string, item: string) {
  const menu = await openMoveMenu(user, subject);
  const enabled = within(menu)
    .getAllByRole('menuitem')
    .filter((candidate) => candidate.getAttribute('aria-disabled') !== 'true');
  const steps = enabled.indexOf(within(menu).getByRole('menuitem', { name: item }));
  for (let step = 0; step < steps; step += 1) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

test("a space board's columns are the space's statuses in their order, coloured and counted", async () => {
  renderBoard();

  expect(await screen.findByRole('region', { name: 'To do' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Engineering' })).toBeInTheDocument();
  expect(columnNames()).toEqual(['To do', 'In progress', 'Done']);
  expect(cardsIn('To do')).toEqual(['Write the API docs', 'Fix the login crash', 'Add dark mode']);
  expect(within(column('To do')).getByLabelText('3 tasks')).toHaveTextContent('3');
  const card = within(column('To do')).getByRole('listitem', { name: 'Write the API docs' });
  expect(card).toHaveAttribute('tabindex', '0');
  expect(within(card).getByText('API platform')).toBeInTheDocument();
  expect(within(card).getByText('High')).toBeInTheDocument();
  expect(within(card).getByText(/^Due /)).toBeInTheDocument();
  // Release 1.2 uses its own statuses: not on the space's columns, but linked to its own board.
  expect(screen.queryByRole('listitem', { name: 'Cut the release branch' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Release 1.2' })).toHaveAttribute(
    'href',
    '/kanban/engineering?project=PROJ-0003',
  );
  expect(server.taskReads()).toEqual([[['project', 'in', ['PROJ-0001', 'PROJ-0002', 'PROJ-0003']]]]);
  expect(screen.getByRole('region', { name: 'Engineering columns' })).toHaveAttribute('tabindex', '0');
});

test('?project= narrows the board to one project and its own statuses', async () => {
  renderBoard('/kanban/engineering?project=PROJ-0003');

  expect(await screen.findByRole('region', { name: 'Planned' })).toBeInTheDocument();
  expect(columnNames()).toEqual(['Planned', 'Shipped']);
  expect(cardsIn('Planned')).toEqual(['Cut the release branch']);
  expect(server.taskReads()).toEqual([[['project', '=', 'PROJ-0003']]]);
  expect(screen.getByRole('combobox', { name: 'Project' })).toHaveValue('PROJ-0003');
});

test('"Group by: Priority" turns the columns into the priorities, and back', async () => {
  const user = userEvent.setup();
  renderBoard();
  await screen.findByRole('region', { name: 'To do' });

  await user.click(screen.getByRole('button', { name: 'Priority' }));
  expect(columnNames()).toEqual([...TASK_PRIORITIES]);
  expect(screen.getByRole('button', { name: 'Priority' })).toHaveAttribute('aria-pressed', 'true');
  expect(cardsIn('Urgent')).toEqual(['Fix the login crash']);
  // By priority, every project of the space is on the board, Release 1.2 too.
  expect(cardsIn('Medium')).toContain('Cut the release branch');

  await user.click(screen.getByRole('button', { name: 'Status' }));
  expect(columnNames()).toEqual(['To do', 'In progress', 'Done']);
});

test("the board of every space groups by every board's status names, then ERPNext's", async () => {
  renderBoard('/kanban/all');

  expect(await screen.findByRole('region', { name: 'To do' })).toBeInTheDocument();
  expect(columnNames()).toEqual(['To do', 'In progress', 'Done', 'Planned', 'Shipped', 'Backlog', ...TASK_STATUSES]);
  // Each task stands in its own board's status, whatever its ERPNext status says.
  expect(cardsIn('Backlog')).toEqual(['Interview customers']);
  expect(cardsIn('Planned')).toEqual(['Cut the release branch']);
  expect(server.taskReads()).toEqual([[]]);
});

test("on the board of every space a move writes the task's own board status of that name, or says why not", async () => {
  const user = userEvent.setup();
  renderBoard('/kanban/all');
  await screen.findByRole('region', { name: 'To do' });

  await moveWithMenu(user, 'Interview customers', 'Done');
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      title: 'Couldn\'t move "Interview customers"',
      description: "Customer portal's board has no status “Done”.",
    }),
  );
  expect(cardsIn('Backlog')).toEqual(['Interview customers']);
  expect(server.puts).toEqual([]);

  await moveWithMenu(user, 'Fix the login crash', 'Done');
  await waitFor(() => expect(cardsIn('Done')).toEqual(['Ship the beta', 'Fix the login crash']));
  await waitFor(() => expect(server.puts).toHaveLength(1));
  expect(server.puts[0]).toEqual({
    name: 'T-2',
    body: { puxeo_status: 'st-done', kanban_rank: 'i2', modified: 'T-2-v1' },
  });
});

test('an unknown space says so, with a way back, and never shows the address', async () => {
  renderBoard('/kanban/no-such-space');

  expect(await screen.findByRole('heading', { level: 1, name: 'Space not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the board of all spaces' })).toHaveAttribute('href', '/kanban/all');
  expect(screen.queryByText(/no-such-space/)).not.toBeInTheDocument();
  expect(server.taskReads()).toEqual([]);

  await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the board of all spaces' }));
  expect(await screen.findByRole('region', { name: 'Open' })).toBeInTheDocument();
});

test('a GUEST sees the cards but no way to change them', async () => {
  signInAs('GUEST');
  renderBoard();

  expect(await screen.findByRole('listitem', { name: 'Add dark mode' })).toHaveAttribute('tabindex', '0');
  expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Add a task/ })).not.toBeInTheDocument();
});

test('Move to another column: shown there at once, saved in one write of the card with its new rank, and announced', async () => {
  let answer: (reply: { status: number; data: unknown }) => void = () => undefined;
  server.nextSave = new Promise((resolve) => (answer = resolve));
  const user = userEvent.setup();
  renderBoard();
  await screen.findByRole('region', { name: 'To do' });

  const menu = await openMoveMenu(user, 'Fix the login crash');
  expect(within(menu).queryByRole('menuitem', { name: 'To do' })).not.toBeInTheDocument();
  await user.keyboard('{Escape}');
  await moveWithMenu(user, 'Fix the login crash', 'Done');

  await waitFor(() => expect(cardsIn('Done')).toEqual(['Ship the beta', 'Fix the login crash']));
  expect(cardsIn('To do')).toEqual(['Write the API docs', 'Add dark mode']);
  expect(server.puts).toEqual([
    { name: 'T-2', body: { puxeo_status: 'st-done', kanban_rank: 'i2', modified: 'T-2-v1' } },
  ]);
  expect(screen.getByText('Moved "Fix the login crash" to Done, position 2 of 2')).toBeInTheDocument();

  answer({ status: 200, data: {} });
  await waitFor(() => expect(server.tasks.find((row) => row.name === 'T-2')?.puxeo_status).toBe('st-done'));
  expect(cardsIn('Done')).toEqual(['Ship the beta', 'Fix the login crash']);
  expect(toast).not.toHaveBeenCalled();
});

test('Move up and Move down take a rank between the new neighbours; the next move sends the new version', async () => {
  const user = userEvent.setup();
  renderBoard();
  await screen.findByRole('region', { name: 'To do' });

  const menu = await openMoveMenu(user, 'Write the API docs');
  expect(within(menu).getByRole('menuitem', { name: 'Move up' })).toHaveAttribute('aria-disabled', 'true');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(cardsIn('To do')).toEqual(['Fix the login crash', 'Write the API docs', 'Add dark mode']));
  expect(server.puts[0]).toEqual({
    name: 'T-1',
    body: { puxeo_status: 'st-todo', kanban_rank: 'i2i', modified: 'T-1-v1' },
  });
  await waitFor(() => expect(screen.getByText(/position 2 of 3/)).toBeInTheDocument());

  // The keyboard stays on the moved card's Move button: Enter opens the menu on "Move up", Enter picks it.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move "Write the API docs" to…' })).toHaveFocus());
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  expect(screen.getByRole('menuitem', { name: 'Move up' })).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(cardsIn('To do')).toEqual(['Write the API docs', 'Fix the login crash', 'Add dark mode']));
  await waitFor(() => expect(server.puts).toHaveLength(2));
  expect(server.puts[1]).toEqual({
    name: 'T-1',
    body: { puxeo_status: 'st-todo', kanban_rank: 'i1', modified: 'T-1-v2' },
  });
});

test.each([
  ['an invalid status (417)', frappeError(417, 'ValidationError', 'Status Done is not one of the statuses of project')],
  ['no permission (403)', frappeError(403, 'PermissionError', 'Not permitted')],
])('a move the server refuses for %s goes back, and the toast says why', async (_case, reply) => {
  server.nextSave = reply;
  const user = userEvent.setup();
  renderBoard();
  await screen.findByRole('region', { name: 'To do' });
  const message = (
    JSON.parse(JSON.parse((reply as { data: { _server_messages: string } }).data._server_messages)[0]) as {
      message: string;
    }
  ).message;

  await moveWithMenu(user, 'Add dark mode', 'In progress');

  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      type: 'error',
      title: 'Couldn\'t move "Add dark mode"',
      description: message,
    }),
  );
  expect(cardsIn('To do')).toEqual(['Write the API docs', 'Fix the login crash', 'Add dark mode']);
  expect(cardsIn('In progress')).toEqual(['Profile the sync']);
  expect(screen.getByText(`Couldn't move "Add dark mode". ${message}`)).toBeInTheDocument();
  expect(server.taskReads()).toHaveLength(1);
});

test('a move refused because the task changed meanwhile reloads the board', async () => {
  server.nextSave = frappeError(417, 'TimestampMismatchError', 'Document has been modified after you have opened it');
  const user = userEvent.setup();
  renderBoard();
  await screen.findByRole('region', { name: 'To do' });

  await moveWithMenu(user, 'Add dark mode', 'Done');

  await waitFor(() => expect(server.taskReads()).toHaveLength(2));
  expect(toast).toHaveBeenCalledWith(
    expect.objectContaining({ description: expect.stringContaining('Someone else changed this task') }),
  );
  await waitFor(() => expect(cardsIn('To do')).toContain('Add dark mode'));
});

/** To do holds Write the API docs (i1), then Fix the login crash and Add dark mode, both at i2. */
function tieInToDo() {
  server.tasks = server.tasks.map((task) => (task.name === 'T-3' ? { ...task, kanban_rank: 'i2' } : task));
}

/** The To do column as the server's ranks order it (then by name, as the board does). */
const todoOnServer = () =>
  server.tasks
    .filter((task) => task.puxeo_status === 'st-todo')
    .sort((a, b) => compareRanks(a.kanban_rank, b.kanban_rank) || a.name.localeCompare(b.name))
    .map((task) => task.subject);

test('a card put between two cards of equal rank lands at the nearest place with room, in one write of that card', async () => {
  tieInToDo();
  const user = userEvent.setup();
  renderBoard();
  await screen.findByRole('region', { name: 'To do' });
  expect(cardsIn('To do')).toEqual(['Write the API docs', 'Fix the login crash', 'Add dark mode']);

  // Between the two at i2 no rank fits: the card goes just after them, and no other card is written.
  await moveWithMenu(user, 'Write the API docs', 'Move down');

  await waitFor(() => expect(cardsIn('To do')).toEqual(['Fix the login crash', 'Add dark mode', 'Write the API docs']));
  expect(screen.getByText('Moved "Write the API docs" to To do, position 3 of 3')).toBeInTheDocument();
  await waitFor(() => expect(server.tasks.find((task) => task.name === 'T-1')?.modified).toBe('T-1-v2'));
  expect(server.puts).toEqual([
    { name: 'T-1', body: { puxeo_status: 'st-todo', kanban_rank: 'i3', modified: 'T-1-v1' } },
  ]);
  // What the server now holds sorts the same way.
  expect(todoOnServer()).toEqual(['Fix the login crash', 'Add dark mode', 'Write the API docs']);
  expect(toast).not.toHaveBeenCalled();
});

test('a long column draws only the cards near its visible part, counts them all, and keeps a card moved to its end', async () => {
  const ranks = ranksAfter('i1', 201);
  const long = Array.from({ length: 200 }, (_, index) => ({
    ...server.tasks[4],
    name: `L-${String(index).padStart(3, '0')}`,
    subject: `Long ${index}`,
    kanban_rank: ranks[index],
  }));
  server.tasks = [...server.tasks, ...long];
  const user = userEvent.setup();
  renderBoard();
  await screen.findByRole('region', { name: 'Done' });

  const drawn = cardsIn('Done');
  expect(drawn.slice(0, 3)).toEqual(['Ship the beta', 'Long 0', 'Long 1']);
  expect(drawn.length).toBeLessThan(20);
  const first = within(column('Done')).getByRole('listitem', { name: 'Ship the beta' });
  expect(first).toHaveAttribute('aria-posinset', '1');
  expect(first).toHaveAttribute('aria-setsize', '201');

  await moveWithMenu(user, 'Fix the login crash', 'Done');
  const moved = await within(column('Done')).findByRole('listitem', { name: 'Fix the login crash' });
  expect(moved).toHaveAttribute('aria-posinset', '202');
  expect(server.puts[0]?.body.kanban_rank).toBe(ranks[200]);
  await waitFor(() => expect(within(moved).getByRole('button', { name: /^Move / })).toHaveFocus());
});

test('quick add creates the task at the end of its column, in the chosen project', async () => {
  const user = userEvent.setup();
  renderBoard();
  await screen.findByRole('region', { name: 'To do' });

  await user.click(screen.getByRole('button', { name: 'Add task to In progress' }));
  const projectPicker = screen.getByRole('combobox', { name: 'Project of the new task' });
  // Release 1.2 has its own statuses, so it cannot take a card in this space's columns.
  expect(
    within(projectPicker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Mobile app', 'API platform']);
  await user.selectOptions(projectPicker, 'PROJ-0002');
  await user.type(screen.getByRole('textbox', { name: 'Subject of the new task in In progress' }), 'Review the logs');
  await user.click(screen.getByRole('button', { name: 'Add' }));

  await waitFor(() => expect(cardsIn('In progress')).toEqual(['Profile the sync', 'Review the logs']));
  expect(server.posts).toEqual([
    { subject: 'Review the logs', project: 'PROJ-0002', puxeo_status: 'st-prog', kanban_rank: 'i2' },
  ]);
  expect(screen.getByText('Added "Review the logs" to In progress')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Subject of the new task in In progress' })).toHaveValue('');
});

test('the text and priority filters narrow the cards; nothing left says so and clears', async () => {
  const user = userEvent.setup();
  renderBoard();
  await screen.findByRole('region', { name: 'To do' });

  await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'the');
  await waitFor(() => expect(cardsIn('To do')).toEqual(['Write the API docs', 'Fix the login crash']));
  expect(cardsIn('In progress')).toEqual(['Profile the sync']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Urgent');
  expect(cardsIn('To do')).toEqual(['Fix the login crash']);
  expect(within(column('Done')).getByText('No matching tasks')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'Low');
  await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'zzz');
  expect(await screen.findByText('No tasks match')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(cardsIn('To do')).toHaveLength(3));
});

test('a failed read of the tasks shows the reason, and Retry reads again', async () => {
  server.taskListReply = frappeError(500, 'Exception', 'The database is down');
  const user = userEvent.setup();
  renderBoard();

  expect(await screen.findByText('The database is down')).toBeInTheDocument();
  server.taskListReply = null;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'To do' })).toBeInTheDocument();
});

test('a space without tasks says so, and each column says it is empty', async () => {
  server.tasks = [];
  renderBoard('/kanban/product');

  expect(await screen.findByText('No tasks on this board yet')).toBeInTheDocument();
  expect(within(column('Backlog')).getByText('No tasks')).toBeInTheDocument();
});

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

test('the filters are in the URL: a link opens the board filtered, and the switch to the list keeps them', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter initialEntries={['/kanban/engineering?q=the&priority=Urgent']}>
      <Routes>
        <Route path="/kanban/:space" element={<KanbanPage />} />
        <Route path="/projects/:space" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
  await screen.findByRole('region', { name: 'To do' });
  expect(screen.getByRole('searchbox', { name: 'Search tasks' })).toHaveValue('the');
  expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveValue('Urgent');
  await waitFor(() => expect(cardsIn('To do')).toEqual(['Fix the login crash']));

  const views = screen.getByRole('group', { name: 'View' });
  expect(within(views).getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(within(views).getByRole('button', { name: 'List' }));
  expect(await screen.findByTestId('location')).toHaveTextContent('/projects/engineering?q=the&priority=Urgent');
});

test('a card shows its assignees as avatars named by their full names', async () => {
  server.tasks[0]!._assign = JSON.stringify(['ada@example.com', 'grace@example.com']);
  const subject = server.tasks[0]!.subject;
  renderBoard();
  const card = (await screen.findAllByRole('listitem', { name: subject }))[0]!;
  const assignees = within(card).getByRole('group', { name: 'Assignees' });
  await waitFor(() => expect(within(assignees).getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL'));
  expect(within(assignees).getByRole('img', { name: 'Grace Hopper' })).toBeInTheDocument();
});
