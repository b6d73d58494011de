// Deleting messages: gone from the list at once, and back in their places, with a message, if the server refuses
// (it deletes all of them or none).
import { useQueryClient } from '@tanstack/react-query';
import { useOptimisticChange } from 'shared-auth';
import { plural } from 'shared-ui';
import type { InboxMessage } from 'tessera-contracts';
import type { InboxFeedback } from '../types';
import { dropMessages, reloadWhenSettled } from './inbox-cache';
import { inboxKeys } from './inbox-keys';
import { deleteMessages } from './inbox-requests';

const counted = (messages: readonly InboxMessage[]) => plural(messages.length, { one: 'message', other: 'messages' });

export function useDeleteMessages(feedback: InboxFeedback) {
  const client = useQueryClient();
  const { mutate } = useOptimisticChange({
    mutationKey: inboxKeys.writes(),
    change: (messages: readonly InboxMessage[]) => dropMessages(messages),
    send: (messages: readonly InboxMessage[]) => deleteMessages(messages.map((message) => message.id)),
    onSaved: (_left, messages) => feedback.announce(`Deleted ${counted(messages)}.`),
    onRefused: ({ message, variables: messages }) => feedback.fail(`Couldn't delete ${counted(messages)}. ${message}`),
    onSettled: () => reloadWhenSettled(client),
  });
  return (messages: readonly InboxMessage[]) => {
    if (messages.length > 0) mutate(messages);
  };
}
