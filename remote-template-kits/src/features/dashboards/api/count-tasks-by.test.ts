import type { QueryClient } from '@tanstack/react-query';
import { testQueryClient } from 'build-presets/testing';
import { installFakeServer, type FakeHandler, type FakeServer } from 'shared-auth/testing';
import { taskCountsQueryOptions } from './count-tasks-by';
import { dashboardKeys } from './dashboard-keys';

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

test('counts by status with one group_by request, with the query’s abort signal; unset status as null', async () => {
  answer.mockReturnValue({
    status: 200,
    data: {
      data: [
        { status: 'Open', count: 7 },
        { status: null, count: '2' },
      ],
    },
  });

  await expect(client.fetchQuery(taskCountsQueryOptions('status'))).resolves.toEqual([
    { value: 'Open', count: 7 },
    { value: null, count: 2 },
  ]);
  expect(answer).toHaveBeenCalledTimes(1);
  expect(answer).toHaveBeenCalledWith(
    expect.objectContaining({
      method: 'GET',
      url: '/api/resource/Task',
      params: {
        fields: '["status","count(name) as count"]',
        filters: '[["status","!=","Template"]]',
        group_by: 'status',
        limit_page_length: 0,
      },
      signal: expect.any(AbortSignal),
    }),
  );
  expect(client.getQueryData(dashboardKeys.counts('status'))).toEqual([
    { value: 'Open', count: 7 },
    { value: null, count: 2 },
  ]);
});

test('counts by priority the same way, under its own key', async () => {
  answer.mockReturnValue({ status: 200, data: { data: [{ priority: 'Urgent', count: 1 }] } });

  await client.fetchQuery(taskCountsQueryOptions('priority'));

  expect(answer).toHaveBeenCalledWith(
    expect.objectContaining({
      params: {
        fields: '["priority","count(name) as count"]',
        filters: '[["status","!=","Template"]]',
        group_by: 'priority',
        limit_page_length: 0,
      },
    }),
  );
  expect(client.getQueryData(dashboardKeys.counts('priority'))).toEqual([{ value: 'Urgent', count: 1 }]);
});
