// The contact list as a write's answer changes it.
import type { QueryClient } from '@tanstack/react-query';
import { receiveCached } from 'shared-auth';
import type { Contact } from 'tessera-contracts';
import { contactsQueryOptions } from './list-contacts';

const listKey = contactsQueryOptions().queryKey;

/** Takes what the server gave outside an optimistic change; changes still on their way stay shown on top. */
export function editContacts(client: QueryClient, edit: (list: Contact[]) => Contact[]): void {
  receiveCached(client, listKey, edit);
}
