import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChatRecentContact } from 'tessera-contracts';
import { chatKeys } from './chat-keys';
import { fetchAllContacts, fetchRecentContacts, fetchVersion, openRoom } from './chat-requests';

/** How often the page asks whether anything in the user's conversations changed (a tiny {version} answer). */
export const LIVE_POLL_MS = 2000;

export const useRecentContacts = () => useQuery({ queryKey: chatKeys.recent(), queryFn: fetchRecentContacts });
export const useAllContacts = () => useQuery({ queryKey: chatKeys.contacts(), queryFn: fetchAllContacts });

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

/**
 * Live updates: while the page is open (and the tab visible), polls the version every LIVE_POLL_MS and, when it
 * changed, reloads the conversations, the open room and the contacts (their online status). Not while a message
 * of this page's is on its way: the send's answer brings the room, and the check runs again once it is done.
 */
export function useLiveChat(): void {
  const client = useQueryClient();
  const sending = useIsMutating({ mutationKey: chatKeys.send() }) > 0;
  const { data } = useQuery({
    queryKey: chatKeys.version(),
    queryFn: fetchVersion,
    refetchInterval: LIVE_POLL_MS,
    retry: false,
  });
  const shown = useRef<string | null>(null);
  const latest = data?.version;
  useEffect(() => {
    if (latest === undefined || sending) return;
    if (shown.current !== null && shown.current !== latest) {
      void client.invalidateQueries({ queryKey: chatKeys.recent() });
      void client.invalidateQueries({ queryKey: chatKeys.rooms() });
      void client.invalidateQueries({ queryKey: chatKeys.contacts() });
    }
    shown.current = latest;
  }, [client, latest, sending]);
}
