import { assigneesOf } from './assign';

test("reads a task's assignees from its _assign, and anything unreadable as no one", () => {
  expect(assigneesOf({ _assign: '["ada@example.com","bob@example.com"]' })).toEqual([
    'ada@example.com',
    'bob@example.com',
  ]);
  expect(assigneesOf({ _assign: '[]' })).toEqual([]);
  expect(assigneesOf({ _assign: null })).toEqual([]);
  expect(assigneesOf({ _assign: '' })).toEqual([]);
  expect(assigneesOf({ _assign: 'not json' })).toEqual([]);
  expect(assigneesOf({ _assign: '{"ada@example.com":1}' })).toEqual([]);
  expect(assigneesOf({ _assign: '["ada@example.com", 7, ""]' })).toEqual(['ada@example.com']);
});
