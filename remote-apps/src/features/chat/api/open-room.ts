// The open conversation, read through the POST that begins it if need be and marks it read.
import { apiClient } from 'shared-auth';
import type { ChatRecentContact, ChatRoom } from 'tessera-contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

/**
 * Opens the conversation with one person: begun if there was none, and read by the signed-in user. A POST, as
 * it changes both, so that no other page can mark a conversation read by making the browser load a URL.
 */
export async function openRoom(contactId: number): Promise<ChatRoom> {
  const { data } = await apiClient.post<ChatRoom>('/api/chat/chat-room', { contactId });
  return data;
}

/**
 * The conversation with `contactId` (none for null), opened: the server begins it if need be and marks it read,
 * each time it is loaded while it is on screen (a live update included), so the list's unread count for it goes
 * to zero here too, without waiting for the list to be reloaded.
 */
export function useChatRoom(contactId: number | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.room(contactId ?? 0),
    queryFn: async () => {
      const room = await openRoom(contactId ?? 0);
      client.setQueryData<ChatRecentContact[]>(chatKeys.recent(), (list) =>
        list?.map((entry) => (entry.chatId === room.chatId ? { ...entry, unread: 0 } : entry)),
      );
      return room;
    },
    enabled: contactId !== null,
  });
}
