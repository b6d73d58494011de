// Every tag, from the demo todo API.
import { apiClient } from 'shared-auth';
import type { TodoTag } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { todoKeys } from './todo-keys';

export async function fetchTags(): Promise<TodoTag[]> {
  const { data } = await apiClient.get<TodoTag[]>('/api/todo/tag');
  return data;
}

export const tagsQueryOptions = () => queryOptions({ queryKey: todoKeys.tags(), queryFn: () => fetchTags() });

export const useTags = () => useQuery(tagsQueryOptions());

export const tagsKey = tagsQueryOptions().queryKey;
