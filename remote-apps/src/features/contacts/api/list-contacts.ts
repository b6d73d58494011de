// Every contact, for every view. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { Contact } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactKeys } from './contact-keys';

export async function fetchContacts(): Promise<Contact[]> {
  const { data } = await apiClient.get<Contact[]>('/api/user/all');
  return data;
}

export const contactsQueryOptions = () => queryOptions({ queryKey: contactKeys.list(), queryFn: fetchContacts });

export const useContacts = () => useQuery(contactsQueryOptions());
