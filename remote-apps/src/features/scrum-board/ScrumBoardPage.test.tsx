import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installListLayout } from 'build-presets/board-test-layout';
import { renderPage } from 'build-presets/testing';
import { deliverRealtimeEvent } from 'shared-auth/testing';
import type { ScrumBoard } from 'tessera-contracts';
import type { CardMove } from './model/board-edits';
import ScrumBoardPage from './ScrumBoardPage';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { testCard as card } from '@apps/testing/scrum-board-fixtures';
import { signInAs } from '@apps/testing/user-role';

// Chakra's components under jsdom on a shared two-core machine.
jest.setTimeout(30_000);

let api: DemoApi;
const fetchBoard = () => api.route<{ id: number }>('GET /api/scrum-board');
const fetchBoardVersion = () => api.route<{ id: number }>('GET /api/scrum-board/version');
const moveCard = () => api.route<CardMove & { boardId: number }>('POST /api/scrum-board/move-card');

const BOARD: ScrumBoard = {
  id: 7,
  title: 'Sprint 12',
  members: [],
  modified: '2026-11-28 09:00:00.000000',
  list: [
    { id: 1, title: 'To do', cardList: [card(10, 'Fix login')] },
    { id: 2, title: 'Done', cardList: [] },
  ],
};
/** The board as someone else left it: a card added to Done. */
const CHANGED: ScrumBoard = {
  ...BOARD,
  modified: '2026-11-28 09:05:00.000000',
  list: [BOARD.list[0]!, { ...BOARD.list[1]!, cardList: [card(11, 'Write the notes')] }],
};

/** What the fake server holds now: its reads answer this board and its version. */
let stored: ScrumBoard;
let restoreLayout: () => void;

beforeEach(() => {
  jest.resetAllMocks();
  signInAs('EDITOR');
  api = installDemoApi();
  restoreLayout = installListLayout();
  stored = BOARD;
  fetchBoard().mockImplementation(async () => stored);
  fetchBoardVersion().mockImplementation(async ({ id }) => ({ id, modified: stored.modified }));
  api.route('GET /api/scrum-board/all-label').mockResolvedValue([]);
  api.route('GET /api/scrum-board/all-member').mockResolvedValue([]);
});
afterEach(() => {
  api.restore();
  restoreLayout();
});

const changeOf = (boardId: number, user = 'admin@tessera.dev') => ({ collection: 'scrum-board', name: boardId, user });
const column = (title: string) => screen.getByRole('region', { name: title });

async function showBoard() {
  const user = userEvent.setup();
  renderPage(<ScrumBoardPage />, { route: '/scrum-board/:id', path: '/scrum-board/7' });
  await within(await screen.findByRole('region', { name: 'To do' })).findByText('Fix login');
  return user;
}

it('shows a card someone else added as soon as the board’s change is announced', async () => {
  await showBoard();
  stored = CHANGED;
  act(() => deliverRealtimeEvent('demo_update', changeOf(7)));
  expect(await within(column('Done')).findByText('Write the notes')).toBeInTheDocument();
  expect(fetchBoardVersion()).toHaveBeenCalledWith({ id: 7 });
});

it('reads nothing for a change to another board, nor for one it shows already', async () => {
  await showBoard();
  const reads = fetchBoard().mock.calls.length;
  act(() => deliverRealtimeEvent('demo_update', changeOf(8)));
  act(() => deliverRealtimeEvent('demo_update', { collection: 'scrum-label', name: 7, user: 'admin@tessera.dev' }));
  expect(fetchBoardVersion()).not.toHaveBeenCalled();

  // The echo of a change the board shows already (its version is the one shown), then a real change: one read.
  act(() => deliverRealtimeEvent('demo_update', changeOf(7, 'editor@tessera.dev')));
  await waitFor(() => expect(fetchBoardVersion()).toHaveBeenCalledTimes(1));
  stored = CHANGED;
  act(() => deliverRealtimeEvent('demo_update', changeOf(7)));
  expect(await within(column('Done')).findByText('Write the notes')).toBeInTheDocument();
  expect(fetchBoardVersion()).toHaveBeenCalledTimes(2);
  expect(fetchBoard()).toHaveBeenCalledTimes(reads + 1);
});

it('a card this page moves stays moved while the move is on its way; a change made meanwhile shows after it', async () => {
  let answerMove: (board: ScrumBoard) => void = () => undefined;
  moveCard().mockReturnValue(new Promise((resolve) => (answerMove = resolve)));
  const user = await showBoard();
  act(() => within(column('To do')).getByRole('button', { name: 'Fix login' }).focus());
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  await waitFor(() => expect(moveCard()).toHaveBeenCalled());
  const reads = fetchBoard().mock.calls.length;

  // The server has the move, then someone else's card; the move's answer, on its way, holds only the move.
  const moved: ScrumBoard = {
    ...BOARD,
    modified: '2026-11-28 09:05:00.000000',
    list: [
      { ...BOARD.list[0]!, cardList: [] },
      { ...BOARD.list[1]!, cardList: [card(10, 'Fix login')] },
    ],
  };
  stored = {
    ...moved,
    modified: '2026-11-28 09:06:00.000000',
    list: [moved.list[0]!, { ...moved.list[1]!, cardList: [card(10, 'Fix login'), card(11, 'Write the notes')] }],
  };
  act(() => deliverRealtimeEvent('demo_update', changeOf(7)));
  await waitFor(() => expect(fetchBoardVersion()).toHaveBeenCalled());
  await act(async () => {
    await fetchBoardVersion().mock.results[0]?.value;
  });
  expect(fetchBoard()).toHaveBeenCalledTimes(reads);
  expect(within(column('Done')).getByText('Fix login')).toBeInTheDocument();
  expect(within(column('To do')).queryByText('Fix login')).not.toBeInTheDocument();

  await act(async () => answerMove(moved));
  expect(await within(column('Done')).findByText('Write the notes')).toBeInTheDocument();
  expect(within(column('Done')).getByText('Fix login')).toBeInTheDocument();
  expect(fetchBoard()).toHaveBeenCalledTimes(reads + 1);
});

it('a read answered after this page’s move was saved does not take the move back', async () => {
  let answerMove: (board: ScrumBoard) => void = () => undefined;
  moveCard().mockReturnValue(new Promise((resolve) => (answerMove = resolve)));
  const user = await showBoard();
  // From now on a read of the board answers only when told to.
  let answerRead: (board: ScrumBoard) => void = () => undefined;
  fetchBoard().mockImplementation(() => new Promise((resolve) => (answerRead = resolve)));
  act(() => within(column('To do')).getByRole('button', { name: 'Fix login' }).focus());
  await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
  await waitFor(() => expect(moveCard()).toHaveBeenCalled());

  // Someone else's card lands before the move on the server; its announcement comes while the move is on its way.
  stored = CHANGED;
  act(() => deliverRealtimeEvent('demo_update', changeOf(7)));
  await waitFor(() => expect(fetchBoardVersion()).toHaveBeenCalled());
  await act(async () => {
    await fetchBoardVersion().mock.results[0]?.value;
  });
  const both: ScrumBoard = {
    ...CHANGED,
    modified: '2026-11-28 09:06:00.000000',
    list: [
      { ...BOARD.list[0]!, cardList: [] },
      { ...BOARD.list[1]!, cardList: [card(11, 'Write the notes'), card(10, 'Fix login')] },
    ],
  };
  await act(async () => answerMove(both));
  // A read begun while the move was on its way would answer the board from before it.
  await act(async () => answerRead(CHANGED));
  expect(within(column('Done')).getByText('Write the notes')).toBeInTheDocument();
  expect(within(column('Done')).getByText('Fix login')).toBeInTheDocument();
  expect(within(column('To do')).queryByText('Fix login')).not.toBeInTheDocument();
});
