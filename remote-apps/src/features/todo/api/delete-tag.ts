// Deleting a tag; the server answers with the remaining tags and drops the tag from every todo.
import { apiClient } from 'shared-auth';
import type { TodoTag } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editTodos } from './todo-cache';
import { tagsKey } from './list-tags';
import { todoKeys } from './todo-keys';
import { withoutTag } from '../model/todo-list-edits';
import type { WriteFeedbackTarget } from 'shared-ui';

/** Resolves to the remaining tags; the server also removes the tag from every todo. */
export async function deleteTag(id: number): Promise<TodoTag[]> {
  const { data } = await apiClient.post<TodoTag[]>('/api/todo/tag/delete', { id });
  return data;
}

/** Deletes a tag; the server answers with the remaining tags and drops the tag from every todo. */
export function useRemoveTag(feedback: WriteFeedbackTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: todoKeys.listChanges(),
    mutationFn: (tag: TodoTag) => deleteTag(tag.id),
    onSuccess: (tags, tag) => {
      client.setQueryData(tagsKey, tags);
      // Mirror what the server did to the todos instead of reloading the whole list.
      editTodos(client, (list) => withoutTag(list, tag.id));
      feedback.announce(`Deleted tag “${tag.name}”.`);
    },
  });
}
