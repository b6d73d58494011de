import { apiClient, useOptimisticChange } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { cachedTodos, todoChange } from './todo-cache';
import { todoKeys } from './todo-keys';
import { removeTodo } from '../model/todo-list-edits';
import type { WriteFeedbackTarget } from 'shared-ui';

/** Resolves to the remaining todos. */
export async function deleteTodo(id: number): Promise<Todo[]> {
  const { data } = await apiClient.post<Todo[]>('/api/todo/delete', { id });
  return data;
}

/** Removes a todo at once, and puts it back in its place if the server refuses. */
export function useDeleteTodo(feedback: WriteFeedbackTarget): (todo: Todo) => void {
  const client = useQueryClient();
  const { mutate } = useOptimisticChange({
    mutationKey: todoKeys.listChanges(),
    change: (todo: Todo) => [todoChange((list) => removeTodo(list, todo.id))],
    send: (todo: Todo) => deleteTodo(todo.id),
    onSaved: (_remaining, todo) => feedback.announce(`Deleted “${todo.title}”.`),
    onRefused: ({ variables: todo, message }) => feedback.fail(`Couldn't delete “${todo.title}”. ${message}`),
  });
  return (todo) => {
    if (cachedTodos(client).some((item) => item.id === todo.id)) mutate(todo);
  };
}
