import { listDocs } from 'shared-auth';
import {
  fetchOverdueTasks,
  fetchPriorityCounts,
  fetchStatusCounts,
  fetchTasksDueBetween,
  fetchUnfinishedHoursByDepartment,
} from './task-stats';

jest.mock('shared-auth', () => ({
  ...jest.requireActual<typeof import('shared-auth')>('shared-auth'),
  listDocs: jest.fn(),
}));

const listDocsMock = jest.mocked(listDocs);
const unfinished = ['status', 'not in', ['Completed', 'Cancelled', 'Template']];

beforeEach(() => listDocsMock.mockReset());

test('counts by status with one group_by request, unset status as null', async () => {
  listDocsMock.mockResolvedValue([
    { status: 'Open', count: 7 },
    { status: null, count: '2' },
  ]);

  await expect(fetchStatusCounts()).resolves.toEqual([
    { value: 'Open', count: 7 },
    { value: null, count: 2 },
  ]);
  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    { fields: ['status', 'count(name) as count'], groupBy: 'status', limitPageLength: 0 },
    undefined,
  );
});

test('counts by priority the same way', async () => {
  listDocsMock.mockResolvedValue([{ priority: 'Urgent', count: 1 }]);

  await expect(fetchPriorityCounts()).resolves.toEqual([{ value: 'Urgent', count: 1 }]);
  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    { fields: ['priority', 'count(name) as count'], groupBy: 'priority', limitPageLength: 0 },
    undefined,
  );
});

test('due tasks: unfinished, with an end date inside the window (both ends included), soonest first', async () => {
  listDocsMock.mockResolvedValue([]);

  await fetchTasksDueBetween('2026-03-01', '2026-03-15');

  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    expect.objectContaining({
      filters: [
        unfinished,
        ['exp_end_date', 'is', 'set'],
        ['exp_end_date', '>=', '2026-03-01'],
        ['exp_end_date', '<', '2026-03-16'],
      ],
      orderBy: 'exp_end_date asc',
      limitPageLength: 50,
    }),
    undefined,
  );
});

test('overdue tasks: unfinished with an end date before today, never one without an end date', async () => {
  listDocsMock.mockResolvedValue([]);

  await fetchOverdueTasks('2026-03-01');

  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    expect.objectContaining({
      filters: [unfinished, ['exp_end_date', 'is', 'set'], ['exp_end_date', '<', '2026-03-01']],
      orderBy: 'exp_end_date asc',
    }),
    undefined,
  );
});

test('hours by department: expected hours of unfinished tasks, summed per department by the server', async () => {
  listDocsMock.mockResolvedValue([
    { department: 'Design', hours: 10 },
    { department: 'Engineering', hours: '2.5' },
    { department: null, hours: 1 },
    { department: 'Research', hours: null },
  ]);

  await expect(fetchUnfinishedHoursByDepartment()).resolves.toEqual([
    { department: 'Design', hours: 10 },
    { department: 'Engineering', hours: 2.5 },
    { department: null, hours: 1 },
    { department: 'Research', hours: 0 },
  ]);
  expect(listDocsMock).toHaveBeenCalledWith(
    'Task',
    {
      fields: ['department', 'sum(expected_time) as hours'],
      filters: [unfinished],
      groupBy: 'department',
      limitPageLength: 0,
    },
    undefined,
  );
});
