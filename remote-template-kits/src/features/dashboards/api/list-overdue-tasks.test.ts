import type { QueryClient } from '@tanstack/react-query';
import { testQueryClient } from 'build-presets/testing';
import { installTaskServer, type TaskServer } from '@kits/testing/task-server';
import { dashboardKeys } from './dashboard-keys';
import { overdueQueryOptions } from './list-overdue-tasks';

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

test('overdue tasks: unfinished with an end date before today, never one without an end date', async () => {
  server.listed.mockResolvedValue([]);
  server.counted.mockResolvedValue(0);

  await client.fetchQuery(overdueQueryOptions('2026-03-01'));

  expect(server.listed).toHaveBeenCalledWith(
    [
      ['status', 'not in', ['Completed', 'Cancelled', 'Template']],
      ['exp_end_date', 'is', 'set'],
      ['exp_end_date', '<', '2026-03-01'],
    ],
    expect.arrayContaining(['exp_end_date']),
    undefined,
  );
  expect(client.getQueryData(dashboardKeys.overdue('2026-03-01'))).toEqual({ tasks: [], total: 0 });
});

test("on a board, unfinished is by its one status: not in the board's last status, whatever ERPNext says", async () => {
  server.projects.mockResolvedValue([{ name: 'PROJ-1', space: 'SPACE-1', is_custom: 0 }]);
  server.boardStatuses.mockResolvedValue([
    { name: 'ST-1', name1: 'To do', space: 'SPACE-1', position: 1 },
    { name: 'ST-2', name1: 'Done', space: 'SPACE-1', position: 2 },
  ]);
  const late = { name: 'TASK-1', subject: 'Ship', status: 'Completed', puxeo_status: 'ST-1' };
  server.listed.mockResolvedValue([late]);
  server.counted.mockResolvedValue(7);

  await expect(client.fetchQuery(overdueQueryOptions('2026-03-01'))).resolves.toEqual({ tasks: [late], total: 7 });

  const plan = {
    filters: [
      ['status', '!=', 'Template'],
      ['puxeo_status', 'not in', ['ST-2']],
      ['exp_end_date', 'is', 'set'],
      ['exp_end_date', '<', '2026-03-01'],
    ],
    orFilters: [
      ['project', 'in', ['PROJ-1']],
      ['status', 'not in', ['Completed', 'Cancelled']],
    ],
  };
  expect(server.listed).toHaveBeenCalledWith(plan.filters, expect.arrayContaining(['name']), plan.orFilters);
  // Counted with the same filters, through the list API: get_count takes no or_filters.
  expect(server.listed).toHaveBeenCalledTimes(1);
  expect(server.counted).toHaveBeenCalledWith(plan.filters, 'Task');
});
