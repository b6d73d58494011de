import { groupFilter, groupsOf } from './task-groups';

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
