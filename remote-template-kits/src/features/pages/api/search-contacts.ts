// Contacts whose name, company or email contains the query. The contacts API answers the whole (small) list, so
// it is filtered here. A contact opens on remote-apps' details page.
import { apiClient } from 'shared-auth';
import type { Contact } from 'tessera-contracts';
import { anyContains, toAnswer, type SearchAnswer } from './search-types';

/** remote-apps' page of one contact (`/contact/details?id=`). */
export function contactHref(id: number): string {
  return `/contact/details?id=${id}`;
}

export async function searchContacts(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const { data } = await apiClient.get<Contact[]>('/api/user/all', { signal });
  const found = data.filter((contact) => anyContains(query, contact.name, contact.company, contact.email));
  return toAnswer(found, (contact) => ({
    id: String(contact.id),
    title: contact.name,
    detail: [contact.company, contact.email].filter(Boolean).join(' · '),
    href: contactHref(contact.id),
  }));
}
