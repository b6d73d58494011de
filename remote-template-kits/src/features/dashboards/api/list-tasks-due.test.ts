import type { QueryClient } from '@tanstack/react-query';
import { testQueryClient } from 'build-presets/testing';
import { installFakeServer, type FakeHandler, type FakeServer } from 'shared-auth/testing';
import { dashboardKeys } from './dashboard-keys';
import { dueBetweenQueryOptions } from './list-tasks-due';

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

test('due tasks: unfinished, with an end date inside the window (both ends included), soonest first', async () => {
  const task = { name: 'TASK-1', subject: 'Ship', status: 'Open', exp_end_date: '2026-03-02' };
  answer.mockReturnValue({ status: 200, data: { data: [task] } });

  await expect(client.fetchQuery(dueBetweenQueryOptions('2026-03-01', '2026-03-15'))).resolves.toEqual([task]);

  expect(answer).toHaveBeenCalledWith(
    expect.objectContaining({
      url: '/api/resource/Task',
      params: expect.objectContaining({
        filters: JSON.stringify([
          ['status', 'not in', ['Completed', 'Cancelled', 'Template']],
          ['exp_end_date', 'is', 'set'],
          ['exp_end_date', '>=', '2026-03-01'],
          ['exp_end_date', '<', '2026-03-16'],
        ]),
        order_by: 'exp_end_date asc',
        limit_page_length: 50,
      }),
      signal: expect.any(AbortSignal),
    }),
  );
  expect(client.getQueryData(dashboardKeys.dueBetween('2026-03-01', '2026-03-15'))).toEqual([task]);
});
