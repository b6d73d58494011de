import { makeTask } from '@projects/testing/task-manager-fixtures';
import { costBandOf } from './cost-bands';
import { groupTasks } from './task-groups';

const summary = (groups: ReturnType<typeof groupTasks>) =>
  groups.map((group) => [group.label, group.tasks.map((task) => task.name)]);

test('cost bands: none, under 500, 500 to 2,000 (both ends included), over 2,000', () => {
  expect([null, undefined, 0, -5, Number.NaN].map(costBandOf)).toEqual(['none', 'none', 'none', 'none', 'none']);
  expect([0.01, 499.99].map(costBandOf)).toEqual(['under-500', 'under-500']);
  expect([500, 1234, 2000].map(costBandOf)).toEqual(['500-2000', '500-2000', '500-2000']);
  expect([2000.01, 90000].map(costBandOf)).toEqual(['over-2000', 'over-2000']);
});

test('grouped by cost, the bands come in order and only those with tasks', () => {
  const tasks = [
    makeTask('A', { total_costing_amount: 2500 }),
    makeTask('B', { total_costing_amount: 120 }),
    makeTask('C'),
    makeTask('D', { total_costing_amount: 500 }),
    makeTask('E', { total_costing_amount: 3000 }),
  ];
  expect(summary(groupTasks(tasks, 'cost'))).toEqual([
    ['No cost', ['C']],
    ['Under 500', ['B']],
    ['500–2,000', ['D']],
    ['Over 2,000', ['A', 'E']],
  ]);
});

test('statuses in ERPNext order, a status a site added after them, tasks without one last', () => {
  const tasks = [
    makeTask('A', { status: 'Completed' }),
    makeTask('B', { status: 'Blocked' }),
    makeTask('C', { status: 'Open' }),
    makeTask('D', { status: null }),
    makeTask('E', { status: 'Overdue' }),
  ];
  expect(summary(groupTasks(tasks, 'status'))).toEqual([
    ['Open', ['C']],
    ['Overdue', ['E']],
    ['Completed', ['A']],
    ['Blocked', ['B']],
    ['No status', ['D']],
  ]);
});

test('includeEmpty keeps every known group, as a place to move tasks into', () => {
  const groups = groupTasks([makeTask('A', { priority: 'High' })], 'priority', { includeEmpty: true });
  expect(summary(groups)).toEqual([
    ['Low', []],
    ['Medium', []],
    ['High', ['A']],
    ['Urgent', []],
  ]);
});

test('types alphabetically, tasks without a type last', () => {
  const tasks = [makeTask('A', { type: 'QA' }), makeTask('B'), makeTask('C', { type: 'Bug' })];
  expect(summary(groupTasks(tasks, 'type'))).toEqual([
    ['Bug', ['C']],
    ['QA', ['A']],
    ['No type', ['B']],
  ]);
});
