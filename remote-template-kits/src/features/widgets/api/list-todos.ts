// The todo demo API (/api/todo/*), called directly: the widget shows the same todos as the todo app.
import { apiClient } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { widgetKeys } from './widget-keys';

export async function fetchTodos(signal?: AbortSignal): Promise<Todo[]> {
  const { data } = await apiClient.get<Todo[]>('/api/todo/all', { signal });
  return data;
}

export function todosQueryOptions() {
  return queryOptions({ queryKey: widgetKeys.todos(), queryFn: ({ signal }) => fetchTodos(signal) });
}

export function useTodoGlance() {
  return useQuery(todosQueryOptions());
}
