import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installListLayout } from 'build-presets/board-test-layout';
import { renderPage } from 'build-presets/testing';
import { toaster } from 'shared-ui';
import {
  makeTask,
  serveTasks,
  signInAs,
  STALE_REPLY,
  writesOf,
  type FakeTaskBackend,
} from '@projects/testing/task-manager-fixtures';
import TaskProjectPage from './TaskProjectPage';

// A drag is the browser test's; here the board engine's column drop target keeps, by the element it was
// connected to, what a drop on that group does, so a test can drop a card there as the backend would.
const mockDropTargets = new Map<Element, { drop: (card: string) => void; accepts: (card: string) => boolean }>();
jest.mock('shared-ui/board', () => {
  const engine = jest.requireActual<typeof import('shared-ui/board')>('shared-ui/board');
  const useColumnDrop: typeof engine.useColumnDrop = (column, onDrop, accepts) => ({
    connect: (node) => {
      if (node) {
        mockDropTargets.set(node, {
          drop: (card) => onDrop(card, column, 0),
          accepts: (card) => accepts?.(card, column) ?? true,
        });
      }
    },
    isOver: false,
    hover: null,
  });
  return { ...engine, useColumnDrop };
});

jest.setTimeout(30_000);
let restoreLayout: () => void;
beforeAll(() => {
  restoreLayout = installListLayout();
});
afterAll(() => restoreLayout());
const SLOW = { timeout: 8000 };

const TASKS = [
  makeTask('TASK-1', { subject: 'Write the brief', priority: 'Medium' }),
  makeTask('TASK-2', { subject: 'Build the API', priority: 'Urgent', status: 'Working' }),
  makeTask('TASK-3', { subject: 'Design the app', priority: 'Low', project: 'PROJ-0002' }),
];

let backend: FakeTaskBackend;
let toastSpy: jest.SpyInstance;
beforeEach(() => {
  backend = serveTasks(TASKS);
  toastSpy = jest.spyOn(toaster, 'create');
  mockDropTargets.clear();
});
afterEach(() => {
  backend.restore();
  toastSpy.mockRestore();
});

const renderProject = (path = '/task-project') => renderPage(<TaskProjectPage />, { route: '/task-project', path });
const group = (label: string) => screen.getByRole('region', { name: label });
const cardNames = (label: string) =>
  within(group(label))
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

test('shows the first project by default, its tasks grouped by priority; the picker and toggle change that', async () => {
  signInAs('GUEST');
  const user = userEvent.setup();
  renderProject();

  expect(await screen.findByRole('heading', { name: 'Website relaunch', level: 1 })).toBeInTheDocument();
  await screen.findByRole('region', { name: 'Medium' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'Low',
    'Medium',
    'High',
    'Urgent',
  ]);
  expect(cardNames('Medium')).toEqual(['Write the brief']);
  expect(cardNames('Urgent')).toEqual(['Build the API']);
  expect(within(group('Low')).getByText('No tasks.')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'By status' }));
  expect(cardNames('Working')).toEqual(['Build the API']);
  expect(cardNames('Open')).toEqual(['Write the brief']);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Project' }), 'PROJ-0002');
  expect(await screen.findByRole('heading', { name: 'Mobile app', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(cardNames('Open')).toEqual(['Design the app']));
});

test('?project= names the project; an unknown one says so', async () => {
  signInAs('GUEST');
  renderProject('/task-project?project=PROJ-0404');
  expect(await screen.findByText('Project not found')).toBeInTheDocument();
});

test('a GUEST sees no "New task" and no "Move to…"', async () => {
  signInAs('GUEST');
  renderProject();
  await screen.findByRole('article', { name: 'Write the brief' });
  expect(screen.queryByRole('button', { name: 'New task' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Move to/ })).not.toBeInTheDocument();
});

test('"New task" needs a subject, then creates the task in this project and shows it in its group', async () => {
  signInAs('EDITOR');
  const user = userEvent.setup();
  renderProject();
  await screen.findByRole('article', { name: 'Write the brief' });

  await user.click(screen.getByRole('button', { name: 'New task' }));
  const dialog = await screen.findByRole('dialog', { name: 'New task' }, SLOW);
  await user.click(within(dialog).getByRole('button', { name: 'Create task' }));
  expect(await within(dialog).findByText('Enter a subject.', {}, SLOW)).toBeInTheDocument();
  expect(writesOf(backend)).toEqual([]);

  await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Plan the launch');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Priority' }), 'High');
  await user.click(within(dialog).getByRole('button', { name: 'Create task' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
  expect(writesOf(backend)).toEqual([
    {
      method: 'POST',
      url: '/api/resource/Task',
      body: { subject: 'Plan the launch', project: 'PROJ-0001', status: 'Open', priority: 'High' },
    },
  ]);
  await waitFor(() => expect(cardNames('High')).toEqual(['Plan the launch']));
});

test('"Move to…" moves a card by keyboard: saved with its version and announced', async () => {
  signInAs('EDITOR');
  const user = userEvent.setup();
  renderProject();
  await screen.findByRole('article', { name: 'Write the brief' });

  screen.getByRole('button', { name: 'Move to… Write the brief' }).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', {}, SLOW);
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Low', 'High', 'Urgent']);
  // The menu takes the keyboard a frame after it opens: a key pressed before then goes to the card's button.
  await waitFor(() => expect(menu).toHaveFocus());
  expect(within(menu).getByRole('menuitem', { name: 'Low' })).toHaveAttribute('data-highlighted');
  await user.keyboard('{ArrowDown}{Enter}');

  await waitFor(() => expect(cardNames('High')).toEqual(['Write the brief']));
  expect(screen.getByTestId('board-announcer')).toHaveTextContent('Moved “Write the brief” to High.');
  // The card is drawn anew in its new group: the keyboard is on it there.
  await waitFor(() =>
    expect(within(group('High')).getByRole('button', { name: 'Move to… Write the brief' })).toHaveFocus(),
  );
  await waitFor(() =>
    expect(writesOf(backend)).toEqual([
      {
        method: 'PUT',
        url: '/api/resource/Task/TASK-1',
        body: { priority: 'High', modified: '2026-03-01 10:00:00.000000' },
      },
    ]),
  );
});

test('a move the server refuses puts the card back, says why, and announces it', async () => {
  signInAs('EDITOR');
  backend.refuseNextWrite(STALE_REPLY);
  const user = userEvent.setup();
  renderProject();
  await screen.findByRole('article', { name: 'Write the brief' });

  await user.click(screen.getByRole('button', { name: 'Move to… Write the brief' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Urgent' }, SLOW));

  await waitFor(() =>
    expect(screen.getByTestId('board-announcer')).toHaveTextContent(
      "Couldn't move “Write the brief”; it is back in Medium.",
    ),
  );
  expect(cardNames('Medium')).toEqual(['Write the brief']);
  expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
});

test('dropping a card on another group saves its new priority', async () => {
  signInAs('EDITOR');
  renderProject();
  await screen.findByRole('article', { name: 'Write the brief' });

  // Not into the group it is in.
  expect(mockDropTargets.get(group('Medium'))?.accepts('TASK-1')).toBe(false);
  const low = mockDropTargets.get(group('Low'));
  expect(low?.accepts('TASK-1')).toBe(true);
  act(() => low?.drop('TASK-1'));

  await waitFor(() => expect(cardNames('Low')).toEqual(['Write the brief']));
  await waitFor(() => expect(backend.tasks.find((task) => task.name === 'TASK-1')?.priority).toBe('Low'));
});

test('by status, a project on a board with statuses is grouped by them; a drop saves the board status', async () => {
  backend.restore();
  backend = serveTasks(
    [
      makeTask('TASK-1', { subject: 'Write the brief', puxeo_status: 'ST-B', _assign: '["editor@tessera.dev"]' }),
      makeTask('TASK-2', { subject: 'Build the API', status: 'Working' }),
    ],
    undefined,
    [
      { name: 'ST-A', name1: 'Ideas', color: '#999999', space: 'product', position: 1 },
      { name: 'ST-B', name1: 'Shipped', color: '#22aa55', space: 'product', position: 2 },
    ],
  );
  signInAs('EDITOR');
  const user = userEvent.setup();
  renderProject();
  await screen.findByRole('article', { name: 'Write the brief' });
  await user.click(screen.getByRole('radio', { name: 'By status' }));

  await waitFor(() => expect(cardNames('Shipped')).toEqual(['Write the brief']));
  // Without a board status, in the first, as on its board; never under ERPNext's "Working".
  expect(cardNames('Ideas')).toEqual(['Build the API']);
  expect(screen.queryByRole('region', { name: 'Working' })).not.toBeInTheDocument();
  const card = screen.getByRole('article', { name: 'Write the brief' });
  await waitFor(() => expect(within(card).getByRole('img', { name: 'Elena Park' })).toHaveTextContent('EP'));

  act(() => mockDropTargets.get(group('Shipped'))?.drop('TASK-2'));
  await waitFor(() => expect(cardNames('Shipped')).toEqual(['Write the brief', 'Build the API']));
  await waitFor(() => expect(writesOf(backend).at(-1)?.body).toMatchObject({ puxeo_status: 'ST-B' }));
  expect(backend.tasks.find((task) => task.name === 'TASK-2')?.status).toBe('Working');
});
