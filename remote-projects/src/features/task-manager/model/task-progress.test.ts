import { makeTask } from '@projects/testing/task-manager-fixtures';
import { completionOf } from './task-progress';

test('completion counts Completed among the tasks to do; Cancelled and Template count neither way', () => {
  const tasks = ['Completed', 'Completed', 'Open', 'Working', 'Cancelled', 'Template'].map((status, index) =>
    makeTask(String(index), { status }),
  );
  expect(completionOf(tasks)).toEqual({ done: 2, counted: 4, ratio: 0.5 });
  expect(completionOf([])).toEqual({ done: 0, counted: 0, ratio: 0 });
});
