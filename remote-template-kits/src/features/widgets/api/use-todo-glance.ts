import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import { fetchTodos, setTodoDone } from './todo-requests';
import { widgetKeys } from './widget-keys';

export function todosQueryOptions() {
  return queryOptions({ queryKey: widgetKeys.todos(), queryFn: ({ signal }) => fetchTodos(signal) });
}

export function useTodoGlance() {
  return useQuery(todosQueryOptions());
}

/** Ticks a todo off (or back on); a refusal is reported through `onError` and the list is read again. */
export function useSetTodoDone(onError: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ todo, done }: { todo: Todo; done: boolean }) => setTodoDone(todo, done),
    onSuccess: (saved) =>
      queryClient.setQueryData(todosQueryOptions().queryKey, (todos) =>
        todos?.map((todo) => (todo.id === saved.id ? saved : todo)),
      ),
    onError: (error, { todo }) => onError(`Couldn't update “${todo.title}”. ${readableError(error)}`),
    // The todo app's own lists sit under the same root: they are read again too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: widgetKeys.todosRoot }),
  });
}
