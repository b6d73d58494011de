import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { TestProviders, testQueryClient } from 'build-presets/testing';
import type { ReactNode } from 'react';
import { rankBetween, type Placement, type ScrumBoard, type ScrumCard } from 'tessera-contracts';
import { scrumKeys } from '../api/scrum-keys';
import type { CardMove } from '../model/board-edits';
import { useBoardActions } from './use-board-actions';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { testCard as card } from '@apps/testing/scrum-board-fixtures';

let api: DemoApi;
const moveCard = () => api.route<CardMove & { boardId: number }>('POST /api/scrum-board/move-card');
const reorderList = () =>
  api.route<Placement & { boardId: number; listId: number }>('POST /api/scrum-board/reorder-list');
const updateCard = () =>
  api.route<{ boardId: number; listId: number; card: ScrumCard }>('POST /api/scrum-board/update-card');

const BOARD: ScrumBoard = {
  id: 7,
  title: 'Board',
  members: [],
  modified: 'v1',
  list: [
    { id: 1, title: 'To do', cardList: [card(10, 'A'), card(11, 'B')] },
    { id: 2, title: 'Done', cardList: [] },
  ],
};

const feedback = { announce: jest.fn(), fail: jest.fn() };
let client: QueryClient;

beforeEach(() => {
  jest.resetAllMocks();
  api = installDemoApi();
  client = testQueryClient();
  client.setQueryData(scrumKeys.board(7), BOARD);
});
afterEach(() => {
  client.clear();
  api.restore();
});

function renderActions() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={client}>{children}</TestProviders>
  );
  return renderHook(() => useBoardActions(7, feedback), { wrapper }).result;
}

const titles = () =>
  client.getQueryData<ScrumBoard>(scrumKeys.board(7))?.list.map((column) => column.cardList.map((c) => c.title));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

it('shows a move at once, sends it with the card named, and takes the server’s board', async () => {
  const answer = deferred<ScrumBoard>();
  moveCard().mockReturnValue(answer.promise);
  const actions = renderActions();
  act(() => actions.current.stepCard(11, 'right'));
  await waitFor(() => expect(titles()).toEqual([['A'], ['B']]));
  await waitFor(() =>
    expect(moveCard()).toHaveBeenCalledWith({
      boardId: 7,
      cardId: 11,
      sourcelistId: 1,
      destinationlistId: 2,
      rank: rankBetween(null, null),
    }),
  );
  expect(moveCard()).toHaveBeenCalledTimes(1);
  await act(async () => answer.resolve({ ...BOARD, modified: 'v2', list: [BOARD.list[0]!, BOARD.list[1]!] }));
  await waitFor(() => expect(client.getQueryData<ScrumBoard>(scrumKeys.board(7))?.modified).toBe('v2'));
  expect(feedback.announce).toHaveBeenCalledWith('“B” moved to Done, position 1 of 1.');
});

it('puts the card back and says why when the server refuses the move', async () => {
  moveCard().mockRejectedValue(
    Object.assign(new Error('Request failed with status code 417'), {
      isAxiosError: true,
      response: {
        status: 417,
        data: {
          exc_type: 'TimestampMismatchError',
          _server_messages: JSON.stringify([JSON.stringify({ message: 'The board changed.' })]),
        },
      },
    }),
  );
  const actions = renderActions();
  act(() => actions.current.placeCard(10, 2, Number.POSITIVE_INFINITY));
  await waitFor(() => expect(feedback.fail).toHaveBeenCalled());
  expect(titles()).toEqual([['A', 'B'], []]);
  expect(feedback.fail.mock.calls[0]?.[0]).toMatch(/^Couldn't move “A”; it is back where it was\. .*The board changed/);
});

it('takes back only the refused move: a move made after it, still on its way, stays shown', async () => {
  const first = deferred<ScrumBoard>();
  moveCard().mockReturnValueOnce(first.promise);
  moveCard().mockReturnValueOnce(new Promise(() => undefined));
  const actions = renderActions();
  act(() => actions.current.stepCard(10, 'right'));
  await waitFor(() => expect(titles()).toEqual([['B'], ['A']]));
  act(() => actions.current.stepCard(11, 'right'));
  await waitFor(() => expect(titles()).toEqual([[], ['B', 'A']]));
  await waitFor(() => expect(moveCard()).toHaveBeenCalledTimes(1));
  await act(async () => first.reject(new Error('Request failed with status code 500')));
  await waitFor(() => expect(titles()).toEqual([['A'], ['B']]));
  expect(feedback.fail).toHaveBeenCalledWith(expect.stringMatching(/^Couldn't move “A”; it is back where it was\./));
});

it('moves a column to the place of another, naming the one it goes next to', async () => {
  reorderList().mockReturnValue(new Promise(() => undefined));
  const actions = renderActions();
  act(() => actions.current.placeColumn(1, 1));
  await waitFor(() =>
    expect(client.getQueryData<ScrumBoard>(scrumKeys.board(7))?.list.map((column) => column.title)).toEqual([
      'Done',
      'To do',
    ]),
  );
  await waitFor(() => expect(reorderList()).toHaveBeenCalledWith({ boardId: 7, listId: 1, afterId: 2 }));
});

it('says so when a keyboard step would leave the board', () => {
  const actions = renderActions();
  act(() => actions.current.stepCard(10, 'up'));
  expect(feedback.announce).toHaveBeenCalledWith('“A” is already first in its column.');
  expect(moveCard()).not.toHaveBeenCalled();
});

it('does not draw the component holding it again while a write goes and is answered', async () => {
  moveCard().mockResolvedValue({ ...BOARD, modified: 'v2' });
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={client}>{children}</TestProviders>
  );
  const { result } = renderHook(
    () => {
      renders += 1;
      return useBoardActions(7, feedback);
    },
    { wrapper },
  );
  const before = renders;
  act(() => result.current.stepCard(11, 'right'));
  await waitFor(() => expect(client.getQueryData<ScrumBoard>(scrumKeys.board(7))?.modified).toBe('v2'));
  expect(renders).toBe(before);
});

it('saves a card with the version its change is based on, and shows the next one at once', async () => {
  const first = deferred<ScrumBoard>();
  updateCard().mockReturnValueOnce(first.promise);
  updateCard().mockResolvedValueOnce(BOARD);
  const actions = renderActions();
  const shownCard = () => client.getQueryData<ScrumBoard>(scrumKeys.board(7))?.list[0]?.cardList[0];
  act(() => void actions.current.saveCard({ ...card(10, 'A'), version: 4, description: 'One' }, 'the description'));
  await waitFor(() => expect(shownCard()).toMatchObject({ description: 'One', version: 5 }));
  await waitFor(() =>
    expect(updateCard()).toHaveBeenLastCalledWith({
      boardId: 7,
      listId: 1,
      card: expect.objectContaining({ description: 'One', version: 4 }),
    }),
  );
  // A change made on top of the first one, before it is answered, is based on the version the server will give.
  act(() => void actions.current.saveCard({ ...shownCard()!, labels: [2] }, 'the labels'));
  await act(async () => first.resolve(BOARD));
  await waitFor(() => expect(updateCard()).toHaveBeenCalledTimes(2));
  expect(updateCard()).toHaveBeenLastCalledWith({
    boardId: 7,
    listId: 1,
    card: expect.objectContaining({ labels: [2], version: 5 }),
  });
});

it('reads the board again when a card save is refused because someone else changed it', async () => {
  updateCard().mockRejectedValue(
    Object.assign(new Error('Request failed with status code 417'), {
      isAxiosError: true,
      response: { status: 417, data: { exc_type: 'TimestampMismatchError' } },
    }),
  );
  const actions = renderActions();
  let saved: boolean | undefined;
  await act(async () => {
    saved = await actions.current.saveCard({ ...card(10, 'A'), title: 'Mine' }, 'the title');
  });
  expect(saved).toBe(false);
  expect(feedback.fail).toHaveBeenCalledWith(expect.stringMatching(/^Couldn't save the title of “Mine”\./));
  // Put back as it was, and marked for reading again (the page, which observes the board, fetches it at once).
  expect(client.getQueryData<ScrumBoard>(scrumKeys.board(7))?.list[0]?.cardList[0]?.title).toBe('A');
  expect(client.getQueryState(scrumKeys.board(7))?.isInvalidated).toBe(true);
});
