import type { FrappeFilters } from 'shared-auth';
import { installFakeServer, type FakeServer } from 'shared-auth/testing';
import { fetchTaskMetrics } from './count-task-metrics';

const counted = jest.fn<number, [doctype: unknown, filters: FrappeFilters | undefined, signal: unknown]>();
let server: FakeServer;
const unfinished = ['status', 'not in', ['Completed', 'Cancelled', 'Template']];

beforeEach(() => {
  counted.mockReset();
  server = installFakeServer(({ url, params, signal }) => {
    if (url !== '/api/method/frappe.client.get_count') return undefined;
    const filters = typeof params.filters === 'string' ? (JSON.parse(params.filters) as FrappeFilters) : undefined;
    return { status: 200, data: { message: counted(params.doctype, filters, signal) } };
  });
});
afterEach(() => server.restore());

test('each task figure is one count with its own filters, answered in order', async () => {
  counted.mockImplementation((_doctype, filters) => JSON.stringify(filters ?? []).length);
  const signal = new AbortController().signal;

  const metrics = await fetchTaskMetrics('ann@example.com', '2026-03-15', signal);

  const calls = counted.mock.calls;
  expect(calls.map(([doctype]) => doctype)).toEqual(Array(7).fill('Task'));
  expect(calls.every(([, , callSignal]) => callSignal === signal)).toBe(true);
  expect(calls.map(([, filters]) => filters)).toEqual([
    undefined,
    [unfinished],
    [['status', '=', 'Completed']],
    [unfinished, ['exp_end_date', 'is', 'set'], ['exp_end_date', '<', '2026-03-15']],
    [unfinished, ['_assign', 'like', '%"ann@example.com"%']],
    [
      ['creation', 'is', 'set'],
      ['creation', '>=', '2026-03-09'],
    ],
    [
      ['creation', 'is', 'set'],
      ['creation', '>=', '2026-03-02'],
      ['creation', '<', '2026-03-09'],
    ],
  ]);
  expect(metrics.total).toBe(2);
  expect(metrics.completed).toBe(JSON.stringify([['status', '=', 'Completed']]).length);
});
