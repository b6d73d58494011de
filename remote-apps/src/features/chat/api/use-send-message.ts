// Sending a message: it shows at once (pending) at the end of the room, is replaced by the server's copy when
// the server has it, and is taken back out, with the reason, when the server refuses it or cannot be reached.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readableError } from 'shared-auth';
import type { ChatRoom } from 'tessera-contracts';
import { confirmedMessages, nextPendingId, pendingMessage, withMessage, withoutMessage } from '../model/room-messages';
import { CHAT_SEND_SCOPE, chatKeys } from './chat-keys';
import { sendMessage } from './chat-requests';

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
}

export function useSendMessage(onFailure: (failure: SendFailure) => void) {
  const client = useQueryClient();
  const editRoom = (contactId: number, edit: (room: ChatRoom) => ChatRoom) =>
    client.setQueryData<ChatRoom>(chatKeys.room(contactId), (room) => (room ? edit(room) : room));

  const { mutate } = useMutation({
    mutationKey: chatKeys.send(),
    scope: CHAT_SEND_SCOPE,
    mutationFn: ({ chatId, text }: Outgoing) => sendMessage({ chatId, text }),
    onMutate: async ({ contactId, text, pendingId }) => {
      // A reload already on its way would answer without the new message and hide it.
      await client.cancelQueries({ queryKey: chatKeys.room(contactId) });
      editRoom(contactId, (room) => withMessage(room, pendingMessage(room, pendingId, text, new Date())));
    },
    onSuccess: (answer, { contactId, pendingId }) => {
      editRoom(contactId, (room) => confirmedMessages(room, answer, pendingId));
      void client.invalidateQueries({ queryKey: chatKeys.recent() });
    },
    onError: (error, { contactId, text, pendingId }) => {
      editRoom(contactId, (room) => withoutMessage(room, pendingId));
      onFailure({ contactId, text, reason: readableError(error) });
    },
  });

  return (room: ChatRoom, text: string) =>
    mutate({ contactId: room.contactId, chatId: room.chatId, text, pendingId: nextPendingId() });
}
