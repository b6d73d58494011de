import type { Task } from 'tessera-contracts';
import { filterTasks } from './use-card-filters';

const tasks: Task[] = [
  { name: '1', subject: 'Fix the Login crash', priority: 'Urgent' },
  { name: '2', subject: 'Write docs', priority: 'Low' },
  { name: '3', subject: 'Login page copy', priority: 'Low' },
];

test('the subject contains the text (any case), and the priority matches', () => {
  expect(filterTasks(tasks, '  login ', '').map((task) => task.name)).toEqual(['1', '3']);
  expect(filterTasks(tasks, 'login', 'Low').map((task) => task.name)).toEqual(['3']);
  expect(filterTasks(tasks, '', '')).toBe(tasks);
});
