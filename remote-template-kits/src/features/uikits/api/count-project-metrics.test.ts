import type { FrappeFilters } from 'shared-auth';
import { installTaskServer, type TaskServer } from '@kits/testing/task-server';
import { fetchProjectMetrics } from './count-project-metrics';

let server: TaskServer;
beforeEach(() => {
  server = installTaskServer();
});
afterEach(() => server.restore());

test('projects: all of them, and the open ones', async () => {
  server.counted.mockImplementation(async (filters: FrappeFilters | undefined) => (filters ? 4 : 9));
  await expect(fetchProjectMetrics()).resolves.toEqual({ total: 9, active: 4 });
  expect(server.counted).toHaveBeenCalledTimes(2);
  expect(server.counted).toHaveBeenCalledWith(undefined, 'Project');
  expect(server.counted).toHaveBeenCalledWith([['status', '=', 'Open']], 'Project');
});
