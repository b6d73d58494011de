import { groupFilter, groupsOf, withAddableGroups } from './task-groups';

test('groups follow the status order, then added values, then unset; empty groups are left out', () => {
  const groups = groupsOf('status', [
    { value: 'Completed', count: 4 },
    { value: null, count: 2 },
    { value: 'Blocked', count: 1 },
    { value: 'Open', count: 7 },
    { value: 'Working', count: 0 },
  ]);
  expect(groups.map((group) => [group.label, group.count])).toEqual([
    ['Open', 7],
    ['Completed', 4],
    ['Blocked', 1],
    ['No status', 2],
  ]);
  expect(groupFilter(groups[0]!)).toEqual([['status', '=', 'Open']]);
  expect(groupFilter(groups[3]!)).toEqual([['status', 'is', 'not set']]);
});

test('priorities in their order', () => {
  const groups = groupsOf('priority', [
    { value: 'Urgent', count: 1 },
    { value: 'Low', count: 1 },
    { value: 'High', count: 1 },
  ]);
  expect(groups.map((group) => group.label)).toEqual(['Low', 'High', 'Urgent']);
});

test('a writer sees an empty group for each status a person can give, in its place; Overdue and Template only with tasks', () => {
  const groups = withAddableGroups(
    'status',
    groupsOf('status', [
      { value: 'Working', count: 3 },
      { value: null, count: 1 },
      { value: 'Overdue', count: 2 },
    ]),
  );
  expect(groups.map((group) => [group.label, group.count])).toEqual([
    ['Open', 0],
    ['Working', 3],
    ['Pending Review', 0],
    ['Overdue', 2],
    ['Completed', 0],
    ['Cancelled', 0],
    ['No status', 1],
  ]);
  expect(groupFilter(groups[0]!)).toEqual([['status', '=', 'Open']]);
  expect(withAddableGroups('priority', []).map((group) => group.label)).toEqual(['Low', 'Medium', 'High', 'Urgent']);
});
