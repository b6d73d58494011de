import { act, screen } from '@testing-library/react';
import { renderPage } from 'build-presets/testing';
import { deliverRealtimeEvent } from 'shared-auth/testing';
import type { ScrumBoardSummary } from 'tessera-contracts';
import ScrumBoardsPage from './ScrumBoardsPage';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { signInAs } from '@apps/testing/user-role';

let api: DemoApi;
/** What the fake server holds now. */
let boards: ScrumBoardSummary[];

beforeEach(() => {
  signInAs('EDITOR');
  api = installDemoApi();
  boards = [{ id: 7, title: 'Sprint 12' }];
  api.route('GET /api/scrum-board/all-board').mockImplementation(async () => boards);
});
afterEach(() => api.restore());

it('shows a board someone else added, as the demo service announces it, and reads nothing for other records', async () => {
  renderPage(<ScrumBoardsPage />);
  expect(await screen.findByRole('link', { name: /Sprint 12/ })).toBeInTheDocument();
  const reads = () => api.route('GET /api/scrum-board/all-board').mock.calls.length;
  const before = reads();

  act(() => deliverRealtimeEvent('demo_update', { collection: 'todo', name: 3, user: 'admin@tessera.dev' }));
  expect(reads()).toBe(before);

  boards = [...boards, { id: 8, title: 'Sprint 13' }];
  act(() => deliverRealtimeEvent('demo_update', { collection: 'scrum-board', name: 8, user: 'admin@tessera.dev' }));
  expect(await screen.findByRole('link', { name: /Sprint 13/ })).toBeInTheDocument();
  expect(reads()).toBe(before + 1);
});
