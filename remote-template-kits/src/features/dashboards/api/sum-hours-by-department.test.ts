import type { QueryClient } from '@tanstack/react-query';
import { testQueryClient } from 'build-presets/testing';
import { installFakeServer, type FakeHandler, type FakeServer } from 'shared-auth/testing';
import { dashboardKeys } from './dashboard-keys';
import { hoursByDepartmentQueryOptions } from './sum-hours-by-department';

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

test('hours by department: expected hours of unfinished tasks, summed per department by the server', async () => {
  answer.mockReturnValue({
    status: 200,
    data: {
      data: [
        { department: 'Design', hours: 10 },
        { department: 'Engineering', hours: '2.5' },
        { department: null, hours: 1 },
        { department: '', hours: 0.5 },
        { department: 'Research', hours: null },
      ],
    },
  });

  await expect(client.fetchQuery(hoursByDepartmentQueryOptions())).resolves.toEqual([
    { department: 'Design', hours: 10 },
    { department: 'Engineering', hours: 2.5 },
    { department: null, hours: 1.5 },
    { department: 'Research', hours: 0 },
  ]);
  expect(answer).toHaveBeenCalledWith(
    expect.objectContaining({
      url: '/api/resource/Task',
      params: {
        fields: '["department","sum(expected_time) as hours"]',
        filters: '[["status","not in",["Completed","Cancelled","Template"]]]',
        group_by: 'department',
        limit_page_length: 0,
      },
      signal: expect.any(AbortSignal),
    }),
  );
  expect(client.getQueryData(dashboardKeys.hoursByDepartment())).toHaveLength(4);
});
