import { QueryClient } from '@tanstack/react-query';
import type { FrappeFilters } from 'shared-auth';
import { installTaskServer, type TaskServer } from '@kits/testing/task-server';
import { fetchTaskMetrics } from './count-task-metrics';

let server: TaskServer;

beforeEach(() => {
  server = installTaskServer();
  // PROJ-1's space runs To do, Done; PROJ-2 has no board.
  server.projects.mockResolvedValue([
    { name: 'PROJ-1', space: 'SPACE-1', is_custom: 0 },
    { name: 'PROJ-2', space: null, is_custom: 0 },
  ]);
  server.spaces.mockResolvedValue([{ name: 'SPACE-1' }]);
  server.boardStatuses.mockResolvedValue([
    { name: 'ST-1', name1: 'To do', space: 'SPACE-1', position: 1 },
    { name: 'ST-2', name1: 'Done', space: 'SPACE-1', position: 2 },
  ]);
  // Each count answers the length of its filters, so every figure can be told from the others.
  server.counted.mockImplementation(async (filters) => JSON.stringify(filters ?? []).length);
});
afterEach(() => server.restore());

const hasFilter = (filters: FrappeFilters | undefined, wanted: unknown[]) =>
  Array.isArray(filters) && filters.some((filter) => JSON.stringify(filter) === JSON.stringify(wanted));

test("open, completed, overdue and mine count each task by its one status: done in its board's last, else Completed", async () => {
  const metrics = await fetchTaskMetrics(new QueryClient(), 'ann@example.com', '2026-03-15');

  const calls = server.counted.mock.calls.map(([filters]) => filters);
  const notDone = ['puxeo_status', 'not in', ['ST-2']];
  // Open (unfinished): out of the board's done status, whatever ERPNext says.
  const open = calls.filter((filters) => hasFilter(filters, notDone));
  expect(open).toHaveLength(3);
  expect(open.some((filters) => hasFilter(filters, ['exp_end_date', '<', '2026-03-15']))).toBe(true);
  expect(open.some((filters) => hasFilter(filters, ['_assign', 'like', '%"ann@example.com"%']))).toBe(true);
  // Completed: in the board's done status, plus Completed off the boards: two counts, added.
  const onBoard = calls.find((filters) => hasFilter(filters, ['puxeo_status', 'in', ['ST-2']]));
  const offBoard = calls.find((filters) => hasFilter(filters, ['project', 'not in', ['PROJ-1']]));
  expect(onBoard && offBoard && hasFilter(offBoard, ['status', '=', 'Completed'])).toBe(true);
  expect(metrics.completed).toBe(JSON.stringify(onBoard).length + JSON.stringify(offBoard).length);
  // The week's new tasks are counted by creation date, as before.
  expect(calls).toContainEqual([
    ['creation', 'is', 'set'],
    ['creation', '>=', '2026-03-09'],
  ]);
  expect(metrics.total).toBe(2);
});
