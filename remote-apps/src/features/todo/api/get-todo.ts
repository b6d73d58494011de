// One todo, read again after the server refused a change made on an older version of it.
import { apiClient } from 'shared-auth';
import type { Todo } from 'tessera-contracts';

export async function fetchTodo(id: number): Promise<Todo> {
  const { data } = await apiClient.get<Todo>('/api/todo', { params: { id } });
  return data;
}
