import { makeTodo } from '../test-fixtures';
import { orderLike, patchTodo, prependTodo, restoreTodo, withoutTag } from './todo-list-edits';

const [a, b, c] = [makeTodo({ title: 'A', tag: [1, 2] }), makeTodo({ title: 'B' }), makeTodo({ title: 'C', tag: [2] })];
const titles = (list: { title: string }[]) => list.map((todo) => todo.title);

it("orders like the server's answer but keeps the local objects, with todos it does not know on top", () => {
  const local = patchTodo([a, b, c], b.id, { done: true });
  const fresh = makeTodo({ title: 'Fresh' });
  const ordered = orderLike([fresh, ...local], [c.id, b.id, a.id]);
  expect(titles(ordered)).toEqual(['Fresh', 'C', 'B', 'A']);
  expect(ordered[2]?.done).toBe(true);
});

it('puts a todo back where it was, at the end of a list that has shrunk, and never twice', () => {
  expect(titles(restoreTodo([a, c], b, 1))).toEqual(['A', 'B', 'C']);
  expect(titles(restoreTodo([a], c, 2))).toEqual(['A', 'C']);
  expect(titles(restoreTodo([a, b, c], b, 0))).toEqual(['A', 'B', 'C']);
});

it('adds a new todo on top once, and drops a deleted tag from every todo', () => {
  expect(titles(prependTodo([a, b], b))).toEqual(['B', 'A']);
  expect(withoutTag([a, b, c], 2).map((todo) => todo.tag)).toEqual([[1], [], []]);
});
