import type { TaskGroupCount } from '@kits/api/count-tasks-by';
import { countsByOne, countsByTwo, NOT_SET, orderLabels, type Grouping } from './group-series';

const colorOf = (label: string, index: number) => `${label}#${index}`;
const STATUS: Grouping<'status'> = { field: 'status', name: 'Status', known: ['Open', 'Working'], colorOf };
const DEPARTMENT: Grouping<'department'> = { field: 'department', name: 'Department', colorOf };
const TASKS = { key: 'tasks', name: 'Tasks', color: 'blue' };

test('known values first (even at zero), then others by count, the unset group last', () => {
  const totals = new Map([
    [NOT_SET, 9],
    ['Review', 2],
    ['Blocked', 5],
    ['Working', 1],
  ]);
  expect(orderLabels(totals, ['Open', 'Working'])).toEqual(['Open', 'Working', 'Blocked', 'Review', NOT_SET]);
});

test('one field: one category per value, empty and unset values counted together as "Not set"', () => {
  const groups: TaskGroupCount<'status'>[] = [
    { values: { status: 'Working' }, count: 4 },
    { values: { status: null }, count: 2 },
    { values: { status: 'Custom' }, count: 1 },
  ];
  const data = countsByOne(groups, STATUS, TASKS);
  expect(data.categoryName).toBe('Status');
  expect(data.series).toEqual([TASKS]);
  expect(data.rows).toEqual([
    { label: 'Open', color: 'Open#0', values: { tasks: 0 } },
    { label: 'Working', color: 'Working#1', values: { tasks: 4 } },
    { label: 'Custom', color: 'Custom#2', values: { tasks: 1 } },
    { label: NOT_SET, color: `${NOT_SET}#3`, values: { tasks: 2 } },
  ]);
});

test('two fields: rows by the first, one series per value of the second, under safe keys', () => {
  const groups: TaskGroupCount<'department' | 'status'>[] = [
    { values: { department: 'Release 1.2', status: 'Open' }, count: 3 },
    { values: { department: 'Release 1.2', status: 'Working' }, count: 1 },
    { values: { department: 'Design', status: 'Working' }, count: 6 },
  ];
  const data = countsByTwo(groups, DEPARTMENT, STATUS);
  expect(data.series).toEqual([
    { key: 's0', name: 'Open', color: 'Open#0' },
    { key: 's1', name: 'Working', color: 'Working#1' },
  ]);
  expect(data.rows.map((row) => [row.label, row.values])).toEqual([
    ['Design', { s0: 0, s1: 6 }],
    ['Release 1.2', { s0: 3, s1: 1 }],
  ]);
});
