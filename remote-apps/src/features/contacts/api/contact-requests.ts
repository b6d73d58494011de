// The HTTP calls of the contacts demo API. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { Contact, ContactFields } from 'tessera-contracts';

export async function fetchContacts(): Promise<Contact[]> {
  const { data } = await apiClient.get<Contact[]>('/api/user/all');
  return data;
}

export async function createContact(input: ContactFields): Promise<Contact> {
  const { data } = await apiClient.post<Contact>('/api/user/add', input);
  return data;
}

/** Saves `changes` on top of version `modified`; the server refuses (417) if the contact has changed since. */
export async function updateContact(id: number, changes: Partial<ContactFields>, modified: string): Promise<Contact> {
  const { data } = await apiClient.post<Contact>('/api/user/update', { ...changes, id, modified });
  return data;
}

/** Resolves to the contacts left. */
export async function deleteContact(id: number): Promise<Contact[]> {
  const { data } = await apiClient.post<Contact[]>('/api/user/delete', { id });
  return data;
}
