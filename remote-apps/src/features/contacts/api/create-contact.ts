// Adding a contact from a form: not optimistic, so the form keeps the user's input when the save fails.
import { apiClient, readableError } from 'shared-auth';
import type { Contact, ContactFields } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editContacts } from './contact-cache';

export async function createContact(input: ContactFields): Promise<Contact> {
  const { data } = await apiClient.post<Contact>('/api/user/add', input);
  return data;
}

export type SaveResult = { ok: true; contact: Contact } | { ok: false; message: string };

export function useCreateContact(): (values: ContactFields) => Promise<SaveResult> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: createContact,
    onSuccess: (added) => editContacts(client, (list) => [...list, added]),
  });
  return async (values) => {
    try {
      return { ok: true, contact: await mutateAsync(values) };
    } catch (error) {
      return { ok: false, message: readableError(error) };
    }
  };
}
