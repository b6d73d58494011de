import { testQueryClient } from 'build-presets/testing';
import {
  fetchOverdueTasks,
  fetchPriorityCounts,
  fetchStatusCounts,
  fetchTasksDueBetween,
  fetchUnfinishedHoursByDepartment,
} from './task-stats';
import { taskStatsKeys } from './task-stats-keys';
import {
  dueBetweenQueryOptions,
  hoursByDepartmentQueryOptions,
  overdueQueryOptions,
  priorityCountsQueryOptions,
  statusCountsQueryOptions,
} from './task-stats-queries';

jest.mock('./task-stats', () => ({
  fetchStatusCounts: jest.fn(),
  fetchPriorityCounts: jest.fn(),
  fetchTasksDueBetween: jest.fn(),
  fetchOverdueTasks: jest.fn(),
  fetchUnfinishedHoursByDepartment: jest.fn(),
}));

const anySignal = expect.any(AbortSignal);

beforeEach(() => jest.resetAllMocks());

test('each request has its own key under one root, with its parameters in it', () => {
  const keys = [
    taskStatsKeys.counts('status'),
    taskStatsKeys.counts('priority'),
    taskStatsKeys.dueBetween('2026-03-01', '2026-03-15'),
    taskStatsKeys.dueBetween('2026-03-02', '2026-03-16'),
    taskStatsKeys.overdue('2026-03-01'),
    taskStatsKeys.hoursByDepartment(),
  ];
  expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  for (const key of keys) expect(key.slice(0, taskStatsKeys.all.length)).toEqual([...taskStatsKeys.all]);
  expect(taskStatsKeys.overdue('2026-03-01')).toContain('2026-03-01');
});

test('each query asks its request with the query’s abort signal', async () => {
  jest.mocked(fetchStatusCounts).mockResolvedValue([{ value: 'Open', count: 1 }]);
  jest.mocked(fetchPriorityCounts).mockResolvedValue([]);
  jest.mocked(fetchTasksDueBetween).mockResolvedValue([]);
  jest.mocked(fetchOverdueTasks).mockResolvedValue([]);
  jest.mocked(fetchUnfinishedHoursByDepartment).mockResolvedValue([]);
  const client = testQueryClient();

  await expect(client.fetchQuery(statusCountsQueryOptions())).resolves.toEqual([{ value: 'Open', count: 1 }]);
  await client.fetchQuery(priorityCountsQueryOptions());
  await client.fetchQuery(dueBetweenQueryOptions('2026-03-01', '2026-03-15'));
  await client.fetchQuery(overdueQueryOptions('2026-03-01'));
  await client.fetchQuery(hoursByDepartmentQueryOptions());

  expect(fetchStatusCounts).toHaveBeenCalledWith(anySignal);
  expect(fetchPriorityCounts).toHaveBeenCalledWith(anySignal);
  expect(fetchTasksDueBetween).toHaveBeenCalledWith('2026-03-01', '2026-03-15', anySignal);
  expect(fetchOverdueTasks).toHaveBeenCalledWith('2026-03-01', anySignal);
  expect(fetchUnfinishedHoursByDepartment).toHaveBeenCalledWith(anySignal);
  expect(client.getQueryData(taskStatsKeys.counts('status'))).toEqual([{ value: 'Open', count: 1 }]);
});
