import { describeProblem } from './creation-progress';

const failure = (name: string, reason: string) => ({ id: name, name, reason });

test('names each status that failed, with its reason', () => {
  expect(
    describeProblem('space', {
      kind: 'statuses',
      failures: [failure('Review', 'Duplicate name.'), failure('Done', 'Not permitted')],
      total: 3,
    }),
  ).toBe('The space was created, but 2 of its 3 statuses were not: Review (Duplicate name), Done (Not permitted).');
  expect(describeProblem('project', { kind: 'statuses', failures: [failure('Done', 'Nope')], total: 4 })).toBe(
    'The project was created, but 1 of its 4 statuses was not: Done (Nope).',
  );
  expect(describeProblem('space', { kind: 'statuses', failures: [failure('Done', 'Nope')], total: 1 })).toBe(
    'The space was created, but its status was not: Done (Nope).',
  );
  expect(
    describeProblem('space', { kind: 'statuses', failures: [failure('A', 'x'), failure('B', 'y')], total: 2 }),
  ).toBe('The space was created, but its 2 statuses were not: A (x), B (y).');
});

test('says when the space or project itself was not created', () => {
  expect(describeProblem('project', { kind: 'parent', reason: 'Not permitted.' })).toBe(
    'The project was not created: Not permitted.',
  );
});
