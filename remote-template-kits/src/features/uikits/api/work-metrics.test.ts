import { countDocs } from 'shared-auth';
import { fetchProjectMetrics, fetchTaskMetrics } from './work-metrics';

jest.mock('shared-auth', () => ({
  ...jest.requireActual<typeof import('shared-auth')>('shared-auth'),
  countDocs: jest.fn(),
}));

const countDocsMock = jest.mocked(countDocs);
const unfinished = ['status', 'not in', ['Completed', 'Cancelled', 'Template']];

beforeEach(() => countDocsMock.mockReset());

test('each task figure is one count with its own filters, answered in order', async () => {
  countDocsMock.mockImplementation((_doctype, filters) => Promise.resolve(JSON.stringify(filters ?? []).length));
  const signal = new AbortController().signal;

  const metrics = await fetchTaskMetrics('ann@example.com', '2026-03-15', signal);

  const calls = countDocsMock.mock.calls;
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

test('projects: all of them, and the open ones', async () => {
  countDocsMock.mockResolvedValueOnce(9).mockResolvedValueOnce(4);
  await expect(fetchProjectMetrics()).resolves.toEqual({ total: 9, active: 4 });
  expect(countDocsMock).toHaveBeenNthCalledWith(1, 'Project', undefined, undefined);
  expect(countDocsMock).toHaveBeenNthCalledWith(2, 'Project', [['status', '=', 'Open']], undefined);
});
