// Saving changes to a todo: the editor's save here, the flags' toggles in toggle-todo-flag.ts.
import { apiClient, readableError } from 'shared-auth';
import type { Todo } from 'tessera-contracts';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveOutcome, TodoChanges } from '../types';
import { todoKeys, todoScopes } from './todo-keys';
import { applySaved, isStaleWrite, refreshTodo } from './todo-cache';
import type { WriteFeedbackTarget } from 'shared-ui';

/** Saves `changes` on top of version `modified`; the server refuses (417) if the todo has changed since. */
export async function updateTodo(id: number, changes: TodoChanges, modified: string): Promise<Todo> {
  const { data } = await apiClient.post<Todo>('/api/todo/update', { ...changes, id, modified });
  return data;
}

/** Whether a change to the todo is on its way to the server (or waiting for an earlier one to finish). */
export const useIsTodoSaving = (id: number) => useIsMutating({ mutationKey: todoKeys.writes(id) }) > 0;

interface SaveVariables {
  changes: TodoChanges;
  /** The version the user edited: the todo's, or the newer one a refused save showed them. */
  baseModified: string;
}

/**
 * Saves an edit from the editor, after the todo's earlier writes. Not optimistic, so the editor can keep the
 * user's input when the save fails; when someone else saved first, the list shows their version afterwards.
 */
export function useSaveTodo(
  todoId: number,
  feedback: WriteFeedbackTarget,
): (changes: TodoChanges, baseModified: string) => Promise<SaveOutcome> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: todoKeys.writes(todoId),
    scope: todoScopes.writes(todoId),
    mutationFn: ({ changes, baseModified }: SaveVariables) => updateTodo(todoId, changes, baseModified),
    onSuccess: (saved) => {
      applySaved(client, saved);
      feedback.announce(`Saved “${saved.title}”.`);
    },
  });

  return async (changes, baseModified) => {
    try {
      await mutateAsync({ changes, baseModified });
      return { ok: true };
    } catch (error) {
      if (!isStaleWrite(error)) return { ok: false, message: readableError(error) };
      const latest = await refreshTodo(client, todoId);
      if (!latest) return { ok: false, message: 'Someone else deleted this todo while you were editing it.' };
      return {
        ok: false,
        latest,
        message:
          'Someone else saved this todo while you were editing it, so your changes were not saved. ' +
          'Their version is in the list now; Save again to put your changes on top of it.',
      };
    }
  };
}
