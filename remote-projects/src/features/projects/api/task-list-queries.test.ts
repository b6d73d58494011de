import type { Task } from 'tessera-contracts';
import { taskKeys } from './task-keys';
import { nextPageStart, taskCountQueryOptions, taskPagesQueryOptions, uniqueTasks } from './task-list-queries';

const tasks = (from: number, count: number): Task[] =>
  Array.from({ length: count }, (_, index) => ({ name: `TASK-${from + index}`, subject: `Task ${from + index}` }));

test("one key per filter set, under the Task doctype's key (so any task change refreshes it)", () => {
  const open = [['status', '=', 'Open'] as [string, string, unknown]];
  expect(taskKeys.list(open)).toEqual(['resource', 'Task', 'task-list', 'list', open]);
  expect(taskKeys.count(open)).toEqual(['resource', 'Task', 'task-list', 'count', open]);
  expect(taskPagesQueryOptions(open).queryKey).toEqual(taskKeys.list(open));
  expect(taskCountQueryOptions([]).queryKey).toEqual(['resource', 'Task', 'task-list', 'count', []]);
  expect(taskKeys.list([])).not.toEqual(taskKeys.list(open));
});

test('the next page starts after every row received so far, and there is none after a short page', () => {
  const first = tasks(1, 20);
  const second = tasks(21, 20);
  expect(nextPageStart(first, [first])).toBe(20);
  expect(nextPageStart(second, [first, second])).toBe(40);
  expect(nextPageStart(tasks(41, 7), [first, second, tasks(41, 7)])).toBeUndefined();
  expect(nextPageStart([], [[]])).toBeUndefined();
});

test('pages join into one list, each task once, in the order received', () => {
  expect(uniqueTasks([tasks(1, 3), tasks(3, 3)]).map((task) => task.name)).toEqual([
    'TASK-1',
    'TASK-2',
    'TASK-3',
    'TASK-4',
    'TASK-5',
  ]);
});
