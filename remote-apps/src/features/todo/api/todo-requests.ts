// The HTTP calls of the demo todo API. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { NewTodo, Placement, Todo, TodoTag } from 'tessera-contracts';
import type { TodoChanges } from '../types';

export async function fetchTodos(): Promise<Todo[]> {
  const { data } = await apiClient.get<Todo[]>('/api/todo/all');
  return data;
}

export async function fetchTodo(id: number): Promise<Todo> {
  const { data } = await apiClient.get<Todo>('/api/todo', { params: { id } });
  return data;
}

export async function createTodo(input: NewTodo): Promise<Todo> {
  const { data } = await apiClient.post<Todo>('/api/todo/add', input);
  return data;
}

/** Saves `changes` on top of version `modified`; the server refuses (417) if the todo has changed since. */
export async function updateTodo(id: number, changes: TodoChanges, modified: string): Promise<Todo> {
  const { data } = await apiClient.post<Todo>('/api/todo/update', { ...changes, id, modified });
  return data;
}

/** Resolves to the remaining todos. */
export async function deleteTodo(id: number): Promise<Todo[]> {
  const { data } = await apiClient.post<Todo[]>('/api/todo/delete', { id });
  return data;
}

/**
 * Moves todo `id` just before or after another; resolves to the list in its new order. The server refuses (417)
 * when the other one is no longer in the list.
 */
export async function reorderTodo(id: number, placement: Placement): Promise<Todo[]> {
  const { data } = await apiClient.post<Todo[]>('/api/todo/reorder', { id, ...placement });
  return data;
}

export async function fetchTags(): Promise<TodoTag[]> {
  const { data } = await apiClient.get<TodoTag[]>('/api/todo/tag');
  return data;
}

/** Resolves to every tag; the server answers 409 when the name is taken. */
export async function createTag(name: string): Promise<TodoTag[]> {
  const { data } = await apiClient.post<TodoTag[]>('/api/todo/tag/add', { name });
  return data;
}

/** Resolves to the remaining tags; the server also removes the tag from every todo. */
export async function deleteTag(id: number): Promise<TodoTag[]> {
  const { data } = await apiClient.post<TodoTag[]>('/api/todo/tag/delete', { id });
  return data;
}
