import { useOptimisticChange } from 'shared-auth';
import { useQueryClient } from '@tanstack/react-query';
import type { Todo } from 'tessera-contracts';
import type { TodoFeedback } from '../types';
import { cachedTodos, todoChange } from './todo-cache';
import { removeTodo } from './todo-list-edits';
import { deleteTodo } from './todo-requests';

/** Removes a todo at once, and puts it back in its place if the server refuses. */
export function useDeleteTodo(feedback: TodoFeedback): (todo: Todo) => void {
  const client = useQueryClient();
  const { mutate } = useOptimisticChange({
    change: (todo: Todo) => [todoChange((list) => removeTodo(list, todo.id))],
    send: (todo: Todo) => deleteTodo(todo.id),
    onSaved: (_remaining, todo) => feedback.announce(`Deleted “${todo.title}”.`),
    onRefused: ({ variables: todo, message }) => feedback.fail(`Couldn't delete “${todo.title}”. ${message}`),
  });
  return (todo) => {
    if (cachedTodos(client).some((item) => item.id === todo.id)) mutate(todo);
  };
}
