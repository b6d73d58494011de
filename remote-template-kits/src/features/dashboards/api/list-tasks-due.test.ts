import type { QueryClient } from '@tanstack/react-query';
import { testQueryClient } from 'build-presets/testing';
import { installTaskServer, type TaskServer } from '@kits/testing/task-server';
import { dashboardKeys } from './dashboard-keys';
import { dueBetweenQueryOptions } from './list-tasks-due';

let server: TaskServer;
let client: QueryClient;

beforeEach(() => {
  server = installTaskServer();
  client = testQueryClient();
});
afterEach(() => {
  client.clear();
  server.restore();
});

test('due tasks: unfinished, with an end date inside the window (both ends included), soonest first', async () => {
  const task = { name: 'TASK-1', subject: 'Ship', status: 'Open', exp_end_date: '2026-03-02' };
  server.listed.mockResolvedValue([task]);
  server.counted.mockResolvedValue(12);

  await expect(client.fetchQuery(dueBetweenQueryOptions('2026-03-01', '2026-03-15'))).resolves.toEqual({
    tasks: [task],
    total: 12,
  });

  const filters = [
    ['status', 'not in', ['Completed', 'Cancelled', 'Template']],
    ['exp_end_date', 'is', 'set'],
    ['exp_end_date', '>=', '2026-03-01'],
    ['exp_end_date', '<', '2026-03-16'],
  ];
  expect(server.listed).toHaveBeenCalledWith(filters, expect.arrayContaining(['exp_end_date']), undefined);
  expect(server.counted).toHaveBeenCalledWith(filters, 'Task');
  expect(client.getQueryData(dashboardKeys.dueBetween('2026-03-01', '2026-03-15'))).toEqual({
    tasks: [task],
    total: 12,
  });
});
