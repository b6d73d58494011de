// Sending a message: it shows at once (pending) at the end of the room, is replaced by the server's copy when
// the server has it, and is taken back out, with the reason, when the server refuses it or cannot be reached.
import { apiClient, cachedChange, useOptimisticChange } from 'shared-auth';
import type { ChatMessage, ChatNewMessage, ChatRoom } from 'tessera-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_SEND_SCOPE, chatKeys } from './chat-keys';
import { confirmedMessages, nextPendingId, pendingMessage, withMessage } from '../model/room-messages';

/** Resolves to the room's messages, the new one last. */
export async function sendMessage(message: ChatNewMessage): Promise<ChatMessage[]> {
  const { data } = await apiClient.post<ChatMessage[]>('/api/chat/add', message);
  return data;
}

export interface SendFailure {
  contactId: number;
  /** What was not sent, to give back to the writer. */
  text: string;
  /** Why, readable. */
  reason: string;
}

interface Outgoing {
  contactId: number;
  chatId: number;
  text: string;
  pendingId: number;
  sentAt: Date;
}

export function useSendMessage(onFailure: (failure: SendFailure) => void) {
  const client = useQueryClient();
  const { mutate } = useOptimisticChange({
    mutationKey: chatKeys.send(),
    scope: CHAT_SEND_SCOPE,
    change: ({ contactId, text, pendingId, sentAt }: Outgoing) => [
      cachedChange<ChatRoom, ChatMessage[]>(
        chatKeys.room(contactId),
        (room) => withMessage(room, pendingMessage(room, pendingId, text, sentAt)),
        (room, answer) => confirmedMessages(room, answer, pendingId),
      ),
    ],
    send: ({ chatId, text }: Outgoing) => sendMessage({ chatId, text }),
    onSaved: () => void client.invalidateQueries({ queryKey: chatKeys.recent() }),
    onRefused: ({ message, variables: { contactId, text } }) => onFailure({ contactId, text, reason: message }),
  });

  return (room: ChatRoom, text: string) =>
    mutate({ contactId: room.contactId, chatId: room.chatId, text, pendingId: nextPendingId(), sentAt: new Date() });
}
