// Creating a tag; the server answers with every tag (409 when the name is taken).
import { apiClient } from 'shared-auth';
import type { TodoTag } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tagsKey } from './list-tags';
import { todoKeys } from './todo-keys';
import type { WriteFeedbackTarget } from 'shared-ui';

/** Resolves to every tag; the server answers 409 when the name is taken. */
export async function createTag(name: string): Promise<TodoTag[]> {
  const { data } = await apiClient.post<TodoTag[]>('/api/todo/tag/add', { name });
  return data;
}

/** Creates a tag; the server answers with every tag (409 when the name is taken). */
export function useAddTag(feedback: WriteFeedbackTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: todoKeys.listChanges(),
    mutationFn: (name: string) => createTag(name),
    onSuccess: (tags, name) => {
      client.setQueryData(tagsKey, tags);
      feedback.announce(`Added tag “${name}”.`);
    },
  });
}
