import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { TestProviders, testQueryClient } from 'build-presets/testing';
import type { ReactNode } from 'react';
import type { ScrumBoard } from 'tessera-contracts';
import { scrumKeys } from './scrum-keys';
import { LIVE_POLL_MS, useLiveBoard } from './get-board-version';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';

let api: DemoApi;
const fetchBoard = () => api.route<{ id: number }>('GET /api/scrum-board');
const fetchBoardVersion = () => api.route<{ id: number }>('GET /api/scrum-board/version');

const BOARD: ScrumBoard = { id: 7, title: 'Board', members: [], modified: 'v1', list: [] };
let client: QueryClient;

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  api = installDemoApi();
  client = testQueryClient();
  // The board shown is fresh: only the poller asks the server anything.
  client.setQueryDefaults(scrumKeys.board(7), { staleTime: Infinity });
  client.setQueryData(scrumKeys.board(7), BOARD);
  fetchBoard().mockResolvedValue({ ...BOARD, modified: 'v2' });
});
afterEach(() => {
  client.clear();
  api.restore();
  jest.useRealTimers();
});

function renderPoller() {
  let renders = 0;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={client}>{children}</TestProviders>
  );
  renderHook(
    () => {
      renders += 1;
      useLiveBoard(7);
    },
    { wrapper },
  );
  return () => renders;
}

const nextPoll = () => act(() => jest.advanceTimersByTimeAsync(LIVE_POLL_MS));

it('polls the version; an answer that did not change redraws nothing and loads nothing', async () => {
  fetchBoardVersion().mockResolvedValue({ id: 7, modified: 'v1' });
  const renders = renderPoller();
  await nextPoll();
  const settled = renders();
  await nextPoll();
  await nextPoll();
  expect(fetchBoardVersion().mock.calls.length).toBeGreaterThanOrEqual(3);
  expect(renders()).toBe(settled);
  expect(fetchBoard()).not.toHaveBeenCalled();
});

it('reloads the board when someone else changed it', async () => {
  fetchBoardVersion().mockResolvedValue({ id: 7, modified: 'v2' });
  renderPoller();
  await nextPoll();
  expect(fetchBoard()).toHaveBeenCalledWith({ id: 7 });
  expect(client.getQueryData<ScrumBoard>(scrumKeys.board(7))?.modified).toBe('v2');
});
