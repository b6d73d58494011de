import { todoKeys, todoScopes } from './todo-keys';

it('nests every key under the feature root, so one invalidation can reach them all', () => {
  for (const key of [todoKeys.list(), todoKeys.tags(), todoKeys.writes(7), todoKeys.order(), todoKeys.listChanges()]) {
    expect(key.slice(0, todoKeys.all.length)).toEqual([...todoKeys.all]);
  }
  expect(todoKeys.writes(7)).not.toEqual(todoKeys.writes(8));
});

it('gives each todo its own write scope, apart from the order', () => {
  expect(todoScopes.writes(7)).toEqual(todoScopes.writes(7));
  expect(todoScopes.writes(7)).not.toEqual(todoScopes.writes(8));
  expect(todoScopes.writes(7)).not.toEqual(todoScopes.order);
});
