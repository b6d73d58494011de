// The people the user can write to.
import { apiClient } from 'shared-auth';
import type { InboxPerson } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { inboxKeys } from './inbox-keys';

export async function fetchRecipients(): Promise<InboxPerson[]> {
  const { data } = await apiClient.get<InboxPerson[]>('/api/inbox/recipients');
  return data;
}

/** Who the user can write to. */
export const useRecipients = () => useQuery({ queryKey: inboxKeys.recipients(), queryFn: fetchRecipients });
