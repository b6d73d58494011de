// The todo demo API (/api/todo/*), called directly: the widget shows the same todos as the todo app.
import { apiClient } from 'shared-auth';
import type { Todo } from 'tessera-contracts';

export async function fetchTodos(signal?: AbortSignal): Promise<Todo[]> {
  const { data } = await apiClient.get<Todo[]>('/api/todo/all', { signal });
  return data;
}

/** Marks the todo done or not, on top of the version it was read at (a stale one is refused with 417). */
export async function setTodoDone(todo: Todo, done: boolean): Promise<Todo> {
  const { data } = await apiClient.post<Todo>('/api/todo/update', { id: todo.id, done, modified: todo.modified });
  return data;
}
