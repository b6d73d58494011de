// Writes to the contacts. Saving from a form is not optimistic, so the form keeps the user's input when the
// save fails; deleting is, and puts the contacts back if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cachedChange, isStaleWriteError, readableError, useOptimisticChange } from 'shared-auth';
import type { Contact, ContactFields } from 'tessera-contracts';
import { contactKeys, editContacts } from './contact-queries';
import { createContact, deleteContact, updateContact } from './contact-requests';

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

const withoutContacts = (list: Contact[], gone: readonly Contact[]) => {
  const ids = new Set(gone.map((contact) => contact.id));
  return list.filter((contact) => !ids.has(contact.id));
};

interface DeleteOutcome {
  failed: Contact[];
  message: string;
}

/** Deletes contacts at once; those the server refuses come back, and the promise says what failed. */
export function useDeleteContacts(): (contacts: readonly Contact[]) => Promise<DeleteOutcome> {
  const { mutateAsync } = useOptimisticChange({
    change: (contacts: readonly Contact[]) => [
      cachedChange<Contact[], DeleteOutcome>(
        contactKeys.list(),
        (list) => withoutContacts(list, contacts),
        (list, { failed }) =>
          withoutContacts(
            list,
            contacts.filter((contact) => !failed.includes(contact)),
          ),
      ),
    ],
    send: async (contacts: readonly Contact[]): Promise<DeleteOutcome> => {
      const results = await Promise.allSettled(contacts.map((contact) => deleteContact(contact.id)));
      const failed = contacts.filter((_, index) => results[index]?.status === 'rejected');
      const firstError = results.find((result) => result.status === 'rejected');
      return { failed, message: firstError ? readableError(firstError.reason) : '' };
    },
  });
  return (contacts) => mutateAsync(contacts);
}
