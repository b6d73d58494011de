import { makeTodo } from '@apps/testing/todo-fixtures';
import { orderLike, patchTodo, prependTodo, withoutTag } from './todo-list-edits';

const [a, b, c] = [makeTodo({ title: 'A', tag: [1, 2] }), makeTodo({ title: 'B' }), makeTodo({ title: 'C', tag: [2] })];
const titles = (list: { title: string }[]) => list.map((todo) => todo.title);

it("orders like the server's answer but keeps the local objects, with todos it does not know on top", () => {
  const local = patchTodo([a, b, c], b.id, { done: true });
  const fresh = makeTodo({ title: 'Fresh' });
  const ordered = orderLike([fresh, ...local], [c.id, b.id, a.id]);
  expect(titles(ordered)).toEqual(['Fresh', 'C', 'B', 'A']);
  expect(ordered[2]?.done).toBe(true);
});

it('adds a new todo on top once, and drops a deleted tag from every todo', () => {
  expect(titles(prependTodo([a, b], b))).toEqual(['B', 'A']);
  expect(withoutTag([a, b, c], 2).map((todo) => todo.tag)).toEqual([[1], [], []]);
});
