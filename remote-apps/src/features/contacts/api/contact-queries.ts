// One query holds every contact: the table, list, cards and details pages all read it, so a change made in one
// view is what the others show.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { receiveCached } from 'shared-auth';
import type { Contact } from 'tessera-contracts';
import { fetchContacts } from './contact-requests';

export const contactKeys = {
  all: ['contacts'] as const,
  list: () => [...contactKeys.all, 'list'] as const,
};

export const contactsQueryOptions = () => queryOptions({ queryKey: contactKeys.list(), queryFn: fetchContacts });

export const useContacts = () => useQuery(contactsQueryOptions());

const listKey = contactsQueryOptions().queryKey;

/** Takes what the server gave outside an optimistic change; changes still on their way stay shown on top. */
export function editContacts(client: QueryClient, edit: (list: Contact[]) => Contact[]): void {
  receiveCached(client, listKey, edit);
}
