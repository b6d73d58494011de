// Deleting messages: gone from the list at once, and back in their places, with a message, if the server refuses
// (it deletes all of them or none).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import { plural } from 'shared-ui';
import type { InboxMessage } from 'tessera-contracts';
import type { InboxFeedback } from '../types';
import { dropMessages, holdInbox, reloadWhenSettled, restoreMessages } from './inbox-cache';
import { inboxKeys } from './inbox-keys';
import { deleteMessages } from './inbox-requests';

const counted = (messages: readonly InboxMessage[]) => plural(messages.length, { one: 'message', other: 'messages' });

export function useDeleteMessages(feedback: InboxFeedback) {
  const client = useQueryClient();
  const { mutate } = useMutation({
    mutationKey: inboxKeys.writes(),
    mutationFn: (messages: readonly InboxMessage[]) => deleteMessages(messages.map((message) => message.id)),
    onMutate: async (messages) => {
      await holdInbox(client);
      return { before: dropMessages(client, messages) };
    },
    onSuccess: (_left, messages) => feedback.announce(`Deleted ${counted(messages)}.`),
    onError: (error, messages, context) => {
      if (context) restoreMessages(client, context.before, messages);
      feedback.fail(`Couldn't delete ${counted(messages)}. ${readableError(error)}`);
    },
    onSettled: () => reloadWhenSettled(client),
  });
  return (messages: readonly InboxMessage[]) => {
    if (messages.length > 0) mutate(messages);
  };
}
