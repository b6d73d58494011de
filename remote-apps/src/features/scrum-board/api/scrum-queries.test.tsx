import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { TestProviders, testQueryClient } from 'build-presets/testing';
import type { ReactNode } from 'react';
import type { ScrumBoard } from 'tessera-contracts';
import { scrumKeys } from './scrum-keys';
import { LIVE_POLL_MS, useLiveBoard } from './scrum-queries';
import * as requests from './scrum-requests';

jest.mock('./scrum-requests');
const api = jest.mocked(requests);

const BOARD: ScrumBoard = { id: 7, title: 'Board', members: [], modified: 'v1', list: [] };
let client: QueryClient;

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  client = testQueryClient();
  // The board shown is fresh: only the poller asks the server anything.
  client.setQueryDefaults(scrumKeys.board(7), { staleTime: Infinity });
  client.setQueryData(scrumKeys.board(7), BOARD);
  api.fetchBoard.mockResolvedValue({ ...BOARD, modified: 'v2' });
});
afterEach(() => {
  client.clear();
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
  api.fetchBoardVersion.mockResolvedValue({ id: 7, modified: 'v1' });
  const renders = renderPoller();
  await nextPoll();
  const settled = renders();
  await nextPoll();
  await nextPoll();
  expect(api.fetchBoardVersion.mock.calls.length).toBeGreaterThanOrEqual(3);
  expect(renders()).toBe(settled);
  expect(api.fetchBoard).not.toHaveBeenCalled();
});

it('reloads the board when someone else changed it', async () => {
  api.fetchBoardVersion.mockResolvedValue({ id: 7, modified: 'v2' });
  renderPoller();
  await nextPoll();
  expect(api.fetchBoard).toHaveBeenCalledWith(7);
  expect(client.getQueryData<ScrumBoard>(scrumKeys.board(7))?.modified).toBe('v2');
});
