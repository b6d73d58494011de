// The board route's prefetch asks exactly what the board's first screen reads: once it has settled, the page
// draws the columns and cards from the shared cache without asking again.
import { screen, within } from '@testing-library/react';
import { installListLayout } from 'build-presets/board-test-layout';
import { renderWithProviders } from 'build-presets/testing';
import { queryClient } from 'shared-auth';
import { MemoryRouter, Route, Routes } from 'shared-ui';
import type { ScrumBoard } from 'tessera-contracts';
import { paths } from '@apps/paths';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { testCard as card } from '@apps/testing/scrum-board-fixtures';
import { signInAs } from '@apps/testing/user-role';
import { scrumBoardRoutes } from './routes';
import ScrumBoardPage from './ScrumBoardPage';

// Chakra's components under jsdom on a shared two-core machine.
jest.setTimeout(30_000);

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

let api: DemoApi;
let restoreLayout: () => void;
const fetchBoard = () => api.route<{ id: number }>('GET /api/scrum-board');
const fetchLabels = () => api.route('GET /api/scrum-board/all-label');
const fetchMembers = () => api.route('GET /api/scrum-board/all-member');

beforeEach(() => {
  jest.resetAllMocks();
  queryClient.clear();
  signInAs('EDITOR');
  api = installDemoApi();
  restoreLayout = installListLayout();
  fetchBoard().mockResolvedValue(BOARD);
  fetchLabels().mockResolvedValue([]);
  fetchMembers().mockResolvedValue([]);
});
afterEach(() => {
  queryClient.clear();
  api.restore();
  restoreLayout();
});

const prefetchOf = (path: string) => {
  const prefetch = scrumBoardRoutes.pages.find((page) => page.path === path)?.prefetch;
  if (!prefetch) throw new Error(`the route ${path} has no prefetch`);
  return prefetch;
};

test('after the prefetch, the board draws its columns and cards without asking again', async () => {
  await prefetchOf(paths.scrumBoard.board)({ params: { id: '7' }, search: '' });
  expect(fetchBoard()).toHaveBeenCalledTimes(1);
  expect(fetchBoard()).toHaveBeenCalledWith({ id: 7 });
  expect(fetchLabels()).toHaveBeenCalledTimes(1);
  expect(fetchMembers()).toHaveBeenCalledTimes(1);

  renderWithProviders(
    <MemoryRouter initialEntries={['/scrum-board/7']}>
      <Routes>
        <Route path={paths.scrumBoard.board} element={<ScrumBoardPage />} />
      </Routes>
    </MemoryRouter>,
    queryClient,
  );
  // Drawn from the cache in the first render: no loading state first.
  expect(within(screen.getByRole('region', { name: 'To do' })).getByText('Fix login')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: 'Loading the board' })).not.toBeInTheDocument();
  expect(fetchBoard()).toHaveBeenCalledTimes(1);
  expect(fetchLabels()).toHaveBeenCalledTimes(1);
  expect(fetchMembers()).toHaveBeenCalledTimes(1);
});

test('an address that names no board reads nothing', async () => {
  await prefetchOf(paths.scrumBoard.board)({ params: { id: 'sprint' }, search: '' });
  expect(fetchBoard()).not.toHaveBeenCalled();
  expect(fetchLabels()).not.toHaveBeenCalled();
  expect(fetchMembers()).not.toHaveBeenCalled();
});
