import type { QueryClient } from '@tanstack/react-query';
import { testQueryClient } from 'build-presets/testing';
import { installFakeServer, type FakeHandler, type FakeServer } from 'shared-auth/testing';
import { dashboardKeys } from './dashboard-keys';
import { overdueQueryOptions } from './list-overdue-tasks';

const answer = jest.fn<ReturnType<FakeHandler>, Parameters<FakeHandler>>();
let server: FakeServer;
let client: QueryClient;

beforeEach(() => {
  answer.mockReset();
  server = installFakeServer(answer);
  client = testQueryClient();
});
afterEach(() => {
  client.clear();
  server.restore();
});

test('overdue tasks: unfinished with an end date before today, never one without an end date', async () => {
  answer.mockReturnValue({ status: 200, data: { data: [] } });

  await client.fetchQuery(overdueQueryOptions('2026-03-01'));

  expect(answer).toHaveBeenCalledWith(
    expect.objectContaining({
      url: '/api/resource/Task',
      params: expect.objectContaining({
        filters: JSON.stringify([
          ['status', 'not in', ['Completed', 'Cancelled', 'Template']],
          ['exp_end_date', 'is', 'set'],
          ['exp_end_date', '<', '2026-03-01'],
        ]),
        order_by: 'exp_end_date asc',
      }),
      signal: expect.any(AbortSignal),
    }),
  );
  expect(client.getQueryData(dashboardKeys.overdue('2026-03-01'))).toEqual([]);
});
