// Deleting contacts: optimistic, and those the server refuses come back.
import { apiClient, cachedChange, readableError, useOptimisticChange } from 'shared-auth';
import type { Contact } from 'tessera-contracts';
import { contactKeys } from './contact-keys';

/** Resolves to the contacts left. */
export async function deleteContact(id: number): Promise<Contact[]> {
  const { data } = await apiClient.post<Contact[]>('/api/user/delete', { id });
  return data;
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
