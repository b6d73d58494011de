import {
  everyTaskGroup,
  groupFilter,
  groupOrFilters,
  groupsOf,
  withAddableGroups,
  withStatusFilter,
} from './task-groups';

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

test("a group of every space's tasks of one status name adds the name's plan to its own filter and reads its or_filters", () => {
  const plan = {
    filters: [['name', 'not in', ['TASK-202']]] as [string, string, unknown][],
    orFilters: [
      ['puxeo_status', 'in', ['ST-O']],
      ['status', '=', 'Open'],
    ] as [string, string, unknown][],
  };
  const [high] = withStatusFilter(groupsOf('priority', [{ value: 'High', count: 2 }]), plan);
  expect(groupFilter(high!)).toEqual([
    ['priority', '=', 'High'],
    ['name', 'not in', ['TASK-202']],
  ]);
  expect(groupOrFilters(high!)).toEqual(plan.orFilters);
  const [all] = withStatusFilter(everyTaskGroup(2), plan);
  expect(groupFilter(all!)).toEqual(plan.filters);
  expect(groupOrFilters(all!)).toEqual(plan.orFilters);
  expect(groupOrFilters(groupsOf('priority', [{ value: 'High', count: 2 }])[0]!)).toEqual([]);
});
