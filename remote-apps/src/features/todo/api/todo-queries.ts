import { queryOptions, useIsMutating, useQuery } from '@tanstack/react-query';
import { todoKeys } from './todo-keys';
import { fetchTags, fetchTodos } from './todo-requests';

/** Every todo, in the user's order. */
export const todosQueryOptions = () => queryOptions({ queryKey: todoKeys.list(), queryFn: () => fetchTodos() });

export const tagsQueryOptions = () => queryOptions({ queryKey: todoKeys.tags(), queryFn: () => fetchTags() });

export const useTodos = () => useQuery(todosQueryOptions());

export const useTags = () => useQuery(tagsQueryOptions());

/** Whether a change to the todo is on its way to the server (or waiting for an earlier one to finish). */
export const useIsTodoSaving = (id: number) => useIsMutating({ mutationKey: todoKeys.writes(id) }) > 0;
