// Live updates: a tiny {version} answer says whether anything in the user's conversations changed.
import { apiClient } from 'shared-auth';
import type { ChatVersion } from 'tessera-contracts';
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { chatKeys } from './chat-keys';

export async function fetchVersion(): Promise<ChatVersion> {
  const { data } = await apiClient.get<ChatVersion>('/api/chat/version');
  return data;
}

/** How often the page asks whether anything in the user's conversations changed (a tiny {version} answer). */
export const LIVE_POLL_MS = 2000;

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
