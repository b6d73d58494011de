import { changeVerb } from './recent-changes';

test('a task not saved since it was made was created; one saved since was changed', () => {
  const made = '2026-03-01 09:00:00.000000';
  expect(changeVerb({ creation: made, modified: made })).toBe('created');
  expect(changeVerb({ creation: made, modified: '2026-03-01 09:00:01.000000' })).toBe('changed');
});
