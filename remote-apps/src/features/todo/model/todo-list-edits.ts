// Pure edits of the todo list, as the cache applies them optimistically and when the server answers.
import type { Todo } from 'tessera-contracts';

/** `changes` may also be just the version (`modified`) the server gave a saved change. */
export function patchTodo(list: Todo[], id: number, changes: Partial<Omit<Todo, 'id'>>): Todo[] {
  return list.map((todo) => (todo.id === id ? { ...todo, ...changes } : todo));
}

export function replaceTodo(list: Todo[], saved: Todo): Todo[] {
  return list.map((todo) => (todo.id === saved.id ? saved : todo));
}

export function removeTodo(list: Todo[], id: number): Todo[] {
  return list.filter((todo) => todo.id !== id);
}

/** A new todo goes on top. */
export function prependTodo(list: Todo[], created: Todo): Todo[] {
  return [created, ...removeTodo(list, created.id)];
}

/**
 * `list` in the order of `orderedIds`, keeping the local todo objects (they may hold newer optimistic changes
 * than the server's copy). Todos the order does not know, e.g. one just added, stay on top.
 */
export function orderLike(list: Todo[], orderedIds: number[]): Todo[] {
  const rank = new Map(orderedIds.map((id, index) => [id, index]));
  const unknown = list.filter((todo) => !rank.has(todo.id));
  const known = list.filter((todo) => rank.has(todo.id)).sort((a, b) => (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0));
  return [...unknown, ...known];
}

export function withoutTag(list: Todo[], tagId: number): Todo[] {
  return list.map((todo) =>
    todo.tag.includes(tagId) ? { ...todo, tag: todo.tag.filter((id) => id !== tagId) } : todo,
  );
}
