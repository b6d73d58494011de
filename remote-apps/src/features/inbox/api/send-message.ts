// Sending from the compose form. Not optimistic: the form stays open with the user's text until the server took
// the message, and shows why if it did not.
import { apiClient, readableError } from 'shared-auth';
import type { NewInboxMessage } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxKeys } from './inbox-keys';

export async function sendMessage(message: NewInboxMessage): Promise<void> {
  await apiClient.post('/api/inbox/add', message);
}

export type SendResult = { ok: true } | { ok: false; message: string };

export function useSendMessage(): (message: NewInboxMessage) => Promise<SendResult> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: (message: NewInboxMessage) => sendMessage(message),
    // The sender's copy is in "Sent" (and sending to oneself fills the inbox too).
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKeys.pages() }),
  });
  return async (message) => {
    try {
      await mutateAsync(message);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: readableError(error) };
    }
  };
}
