// Every todo, in the user's order, from the demo todo API. Errors are left to the caller, which shows them
// through `readableError`.
import { apiClient } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { todoKeys } from './todo-keys';

export async function fetchTodos(): Promise<Todo[]> {
  const { data } = await apiClient.get<Todo[]>('/api/todo/all');
  return data;
}

/** Every todo, in the user's order. */
export const todosQueryOptions = () => queryOptions({ queryKey: todoKeys.list(), queryFn: () => fetchTodos() });

export const useTodos = () => useQuery(todosQueryOptions());
