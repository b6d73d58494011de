// Writes to the contacts. Saving from a form is not optimistic, so the form keeps the user's input when the
// save fails; deleting is, and puts the contacts back if the server refuses.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readableError, isStaleWriteError } from 'shared-auth';
import type { Contact, ContactFields } from 'tessera-contracts';
import { restoreContacts } from '../model/contact-list';
import { cachedContacts, contactKeys, editContacts } from './contact-queries';
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

/** Deletes contacts at once; those the server refuses come back, and the promise says what failed. */
export function useDeleteContacts(): (contacts: readonly Contact[]) => Promise<{ failed: Contact[]; message: string }> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationFn: async (contacts: readonly Contact[]) => {
      const results = await Promise.allSettled(contacts.map((contact) => deleteContact(contact.id)));
      const failed = contacts.filter((_, index) => results[index]?.status === 'rejected');
      const firstError = results.find((result) => result.status === 'rejected');
      return { failed, message: firstError ? readableError(firstError.reason) : '' };
    },
    onMutate: async (contacts) => {
      await client.cancelQueries({ queryKey: contactKeys.list() });
      const before = cachedContacts(client) ?? [];
      const gone = new Set(contacts.map((contact) => contact.id));
      editContacts(client, (list) => list.filter((contact) => !gone.has(contact.id)));
      return { before };
    },
    onSuccess: ({ failed }, _contacts, context) => {
      if (failed.length === 0) return;
      editContacts(client, (list) => restoreContacts(context.before, list, failed));
    },
  });
  return (contacts) => mutateAsync(contacts);
}
