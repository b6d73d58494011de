import { workloadOf } from './workload';

test('open tasks per assignee, most first (ties by id); a task given to two counts for both, once each', () => {
  const workload = workloadOf([
    { _assign: '["bob@example.com"]' },
    { _assign: '["ada@example.com","bob@example.com"]' },
    { _assign: '["cy@example.com"]' },
    { _assign: '["ada@example.com","ada@example.com"]' },
    { _assign: '["bob@example.com"]' },
    { _assign: null },
    { _assign: '[]' },
    {},
  ]);
  expect(workload).toEqual({
    byAssignee: [
      { assignee: 'bob@example.com', tasks: 3 },
      { assignee: 'ada@example.com', tasks: 2 },
      { assignee: 'cy@example.com', tasks: 1 },
    ],
    unassigned: 3,
  });
});

test('no open task: no one has work, none is unassigned', () => {
  expect(workloadOf([])).toEqual({ byAssignee: [], unassigned: 0 });
});
