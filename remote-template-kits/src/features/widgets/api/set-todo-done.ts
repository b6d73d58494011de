// Ticking a todo off (or back on) from the widget.
import { apiClient, readableError } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { todosQueryOptions } from './list-todos';
import { widgetKeys } from './widget-keys';

/** Marks the todo done or not, on top of the version it was read at (a stale one is refused with 417). */
export async function setTodoDone(todo: Todo, done: boolean): Promise<Todo> {
  const { data } = await apiClient.post<Todo>('/api/todo/update', { id: todo.id, done, modified: todo.modified });
  return data;
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
