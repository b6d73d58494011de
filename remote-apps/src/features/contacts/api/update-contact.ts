// Saving a contact from a form: not optimistic, so the form keeps the user's input when the save fails.
import { apiClient, isStaleWriteError, readableError } from 'shared-auth';
import type { Contact, ContactFields } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveResult } from './create-contact';
import { contactKeys } from './contact-keys';
import { editContacts } from './contact-cache';

/** Saves `changes` on top of version `modified`; the server refuses (417) if the contact has changed since. */
export async function updateContact(id: number, changes: Partial<ContactFields>, modified: string): Promise<Contact> {
  const { data } = await apiClient.post<Contact>('/api/user/update', { ...changes, id, modified });
  return data;
}

export function useUpdateContact(): (contact: Contact, values: ContactFields) => Promise<SaveResult> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: ({ contact, values }: { contact: Contact; values: ContactFields }) =>
      updateContact(contact.id, values, contact.modified),
    onSuccess: (saved) => editContacts(client, (list) => list.map((item) => (item.id === saved.id ? saved : item))),
  });
  return async (contact, values) => {
    try {
      return { ok: true, contact: await mutateAsync({ contact, values }) };
    } catch (error) {
      if (!isStaleWriteError(error)) return { ok: false, message: readableError(error) };
      await client.invalidateQueries({ queryKey: contactKeys.list() });
      return {
        ok: false,
        message:
          'Someone else saved this contact while you were editing it, so your changes were not saved. ' +
          'Close the form to see their version, then edit again.',
      };
    }
  };
}
