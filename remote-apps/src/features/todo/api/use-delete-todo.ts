import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import type { TodoFeedback } from '../types';
import { cachedTodos, editTodos, holdList } from './todo-cache';
import { removeTodo, restoreTodo } from './todo-list-edits';
import { deleteTodo } from './todo-requests';

/** Removes a todo at once, and puts it back in its place if the server refuses. */
export function useDeleteTodo(feedback: TodoFeedback): (todo: Todo) => void {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: (todo: Todo) => deleteTodo(todo.id),
    onMutate: async (todo) => {
      await holdList(client);
      const index = cachedTodos(client).findIndex((item) => item.id === todo.id);
      editTodos(client, (list) => removeTodo(list, todo.id));
      return { index };
    },
    onSuccess: (_remaining, todo) => feedback.announce(`Deleted “${todo.title}”.`),
    onError: (error, todo, context) => {
      if (context && context.index >= 0) editTodos(client, (list) => restoreTodo(list, todo, context.index));
      feedback.fail(`Couldn't delete “${todo.title}”. ${readableError(error)}`);
    },
  });
  return (todo) => {
    if (cachedTodos(client).some((item) => item.id === todo.id)) mutate(todo);
  };
}
