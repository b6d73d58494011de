import { apiClient, readableError } from 'shared-auth';
import type { NewTodo, Todo } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Outcome } from '../types';
import { editTodos } from './todo-cache';
import { todoKeys } from './todo-keys';
import { prependTodo } from '../model/todo-list-edits';
import type { WriteFeedbackTarget } from 'shared-ui';

export async function createTodo(input: NewTodo): Promise<Todo> {
  const { data } = await apiClient.post<Todo>('/api/todo/add', input);
  return data;
}

/** Adds a todo; it appears on top of the list once the server has it. The form shows a refusal itself. */
export function useAddTodo(feedback: WriteFeedbackTarget): (input: NewTodo) => Promise<Outcome> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: todoKeys.listChanges(),
    mutationFn: (input: NewTodo) => createTodo(input),
    onSuccess: (created) => {
      editTodos(client, (list) => prependTodo(list, created));
      feedback.announce(`Added “${created.title}”.`);
    },
  });
  return async (input) => {
    try {
      await mutateAsync(input);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: readableError(error) };
    }
  };
}
