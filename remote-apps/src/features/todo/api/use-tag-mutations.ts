import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TodoTag } from 'tessera-contracts';
import type { TodoFeedback } from '../types';
import { editTodos } from './todo-cache';
import { withoutTag } from './todo-list-edits';
import { tagsQueryOptions } from './todo-queries';
import { createTag, deleteTag } from './todo-requests';

const tagsKey = tagsQueryOptions().queryKey;

/** Creates a tag; the server answers with every tag (409 when the name is taken). */
export function useAddTag(feedback: TodoFeedback) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createTag(name),
    onSuccess: (tags, name) => {
      client.setQueryData(tagsKey, tags);
      feedback.announce(`Added tag “${name}”.`);
    },
  });
}

/** Deletes a tag; the server answers with the remaining tags and drops the tag from every todo. */
export function useRemoveTag(feedback: TodoFeedback) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tag: TodoTag) => deleteTag(tag.id),
    onSuccess: (tags, tag) => {
      client.setQueryData(tagsKey, tags);
      // Mirror what the server did to the todos instead of reloading the whole list.
      editTodos(client, (list) => withoutTag(list, tag.id));
      feedback.announce(`Deleted tag “${tag.name}”.`);
    },
  });
}
