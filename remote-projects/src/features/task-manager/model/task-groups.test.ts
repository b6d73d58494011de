import { makeTask } from '@projects/testing/task-manager-fixtures';
import { costBandOf } from './cost-bands';
import { type PuxeoStatus, statusNameKeyOf, statusNamesOf } from 'tessera-contracts';
import { groupTasks, statusNameGroups } from './task-groups';

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

test('includeEmpty does not offer Template or Overdue as a status to move into, but shows them while they hold tasks', () => {
  const groups = groupTasks([makeTask('A', { status: 'Open' })], 'status', { includeEmpty: true });
  expect(groups.map((group) => group.key)).toEqual(['Open', 'Working', 'Pending Review', 'Completed', 'Cancelled']);
  const withTemplate = groupTasks([makeTask('B', { status: 'Template' })], 'status', { includeEmpty: true });
  expect(withTemplate.map((group) => group.key)).toContain('Template');
});

test('types alphabetically, tasks without a type last', () => {
  const tasks = [makeTask('A', { type: 'QA' }), makeTask('B'), makeTask('C', { type: 'Bug' })];
  expect(summary(groupTasks(tasks, 'type'))).toEqual([
    ['Bug', ['C']],
    ['QA', ['A']],
    ['No type', ['B']],
  ]);
});

test("across spaces, tasks group by their one status's name, in the boards' order, then ERPNext's", () => {
  const statuses: PuxeoStatus[] = [
    { name: 'a-todo', name1: 'To do', color: '#64748b', space: 'A', position: 1 },
    { name: 'a-done', name1: 'Done', color: '#16a34a', space: 'A', position: 2 },
    { name: 'b-done', name1: 'DONE', color: '#000000', space: 'B', position: 1 },
  ];
  const boards: Record<string, PuxeoStatus[]> = { PA: statuses.slice(0, 2), PB: statuses.slice(2) };
  const names = statusNamesOf(
    [{ name: 'A' }, { name: 'B' }],
    [
      { name: 'PA', project_name: 'Alpha', space: 'A' },
      { name: 'PB', project_name: 'Beta', space: 'B' },
    ],
    statuses,
  );
  const tasks = [
    makeTask('T1', { project: 'PA', puxeo_status: 'a-done', status: 'Open' }),
    makeTask('T2', { project: 'PB', puxeo_status: null, status: 'Working' }),
    makeTask('T3', { project: 'PA', puxeo_status: null, status: 'Completed' }),
    makeTask('T4', { project: null, puxeo_status: null, status: 'Working' }),
    makeTask('T5', { project: null, puxeo_status: null, status: 'Paused' }),
  ];
  const keyOf = (task: (typeof tasks)[number]) => statusNameKeyOf(task, boards[task.project ?? ''] ?? []);
  const groups = statusNameGroups(tasks, names, keyOf);
  expect(groups.map((group) => [group.label, group.color, group.tasks.map((task) => task.name)])).toEqual([
    ['To do', '#64748b', ['T3']],
    ['Done', '#16a34a', ['T1', 'T2']],
    ['Working', null, ['T4']],
    ['Paused', undefined, ['T5']],
  ]);
  expect(statusNameGroups([], names, keyOf, { includeEmpty: true })).toHaveLength(names.length);
});
