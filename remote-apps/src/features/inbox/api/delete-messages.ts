// Deleting messages: gone from the list at once, and back in their places, with a message, if the server refuses
// (it deletes all of them or none).
import { apiClient, useOptimisticChange } from 'shared-auth';
import type { InboxMessage } from 'tessera-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { plural, type WriteFeedbackTarget } from 'shared-ui';
import { inboxKeys } from './inbox-keys';
import { dropMessages, reloadWhenSettled } from './inbox-cache';

export async function deleteMessages(ids: readonly number[]): Promise<void> {
  await apiClient.post('/api/inbox/delete', { ids });
}

const counted = (messages: readonly InboxMessage[]) => plural(messages.length, { one: 'message', other: 'messages' });

export function useDeleteMessages(feedback: WriteFeedbackTarget) {
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
