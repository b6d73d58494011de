import { firstPassRowLimits, rowsToFill } from './first-pass-rows';
import type { TaskGroup } from './task-groups';

const group = (key: string, count: number): TaskGroup => ({ key, field: 'status', value: key, label: key, count });
const noneFolded = () => false;

test('the groups take the budget in order, each its first page at most, the later ones none', () => {
  const groups = [group('Open', 10), group('Working', 60), group('Completed', 5), group('Cancelled', 3)];
  expect(Object.fromEntries(firstPassRowLimits(groups, noneFolded, 40))).toEqual({
    Open: 10,
    Working: 25,
    Completed: 5,
    Cancelled: 0,
  });
});

test('a folded group takes none of the budget, so the next group draws in its place', () => {
  const groups = [group('Open', 30), group('Working', 30)];
  const limits = firstPassRowLimits(groups, (key) => key === 'Open', 20);
  expect(Object.fromEntries(limits)).toEqual({ Open: 0, Working: 20 });
});

test('the rows counted fill the window', () => {
  expect(rowsToFill(720)).toBe(23);
  expect(rowsToFill(1440)).toBe(45);
});
