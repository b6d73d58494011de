// One message, for the reading pane.
import { apiClient } from 'shared-auth';
import type { InboxMessage } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { inboxKeys } from './inbox-keys';

export async function fetchMessage(id: number): Promise<InboxMessage> {
  const { data } = await apiClient.get<InboxMessage>('/api/inbox', { params: { id } });
  return data;
}

/** A message by id, for the reading pane when the listing on screen does not hold it (a link, a reload). */
export const useInboxMessage = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: inboxKeys.message(id ?? 0),
    queryFn: () => fetchMessage(id ?? 0),
    enabled: enabled && id !== null,
    retry: false,
  });
