import type { Task } from 'tessera-contracts';
import { bulkFailureText } from '../model/bulk-outcome';
import { taskKeys } from './task-keys';
import { groupRowsQueryOptions, nextPageStart, uniqueNames } from './list-group-rows';

const tasks = (from: number, count: number): Task[] =>
  Array.from({ length: count }, (_, index) => ({ name: `TASK-${from + index}`, subject: `Task ${from + index}` }));

const names = (from: number, count: number): string[] => tasks(from, count).map((task) => task.name);

test("one key per filter set and sort, under the Task doctype's key (so any task change refreshes it)", () => {
  const open: Array<[string, string, unknown]> = [['status', '=', 'Open']];
  expect(taskKeys.rows(open, 'subject asc')).toEqual(['resource', 'Task', 'task-list', 'rows', open, 'subject asc']);
  expect(groupRowsQueryOptions(open, 'subject asc').queryKey).toEqual(taskKeys.rows(open, 'subject asc'));
  expect(taskKeys.rows(open, 'subject asc')).not.toEqual(taskKeys.rows(open, 'subject desc'));
});

test('the next page starts after every row received so far, and there is none after a short page', () => {
  const first = names(1, 25);
  const second = names(26, 25);
  expect(nextPageStart(first, [first])).toBe(25);
  expect(nextPageStart(second, [first, second])).toBe(50);
  expect(nextPageStart(names(51, 7), [first, second, names(51, 7)])).toBeUndefined();
  expect(nextPageStart([], [[]])).toBeUndefined();
});

test('pages join into one list, each task once, in the order received', () => {
  expect(uniqueNames([names(1, 3), names(3, 3)])).toEqual(['TASK-1', 'TASK-2', 'TASK-3', 'TASK-4', 'TASK-5']);
});

test('a partial bulk failure names each refused task and why', () => {
  const [a, b] = tasks(1, 2);
  expect(
    bulkFailureText(
      {
        total: 5,
        done: ['x', 'y', 'z'],
        failed: [
          { task: a!, reason: 'Not permitted' },
          { task: b!, reason: 'Someone else changed it' },
        ],
      },
      'changed',
    ),
  ).toBe('2 of 5 tasks could not be changed: “Task 1” (Not permitted); “Task 2” (Someone else changed it)');
});
