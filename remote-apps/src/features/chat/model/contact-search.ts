// The contact list's search: every word typed must be in the person's name or address, ignoring case and accents
// ("jose" finds "José").
import { foldForSearch } from 'shared-ui';

export function matchesSearch(contact: { name: string; email: string }, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch(`${contact.name} ${contact.email}`);
  return words.every((word) => haystack.includes(word));
}

export function searchContacts<T extends { name: string; email: string }>(contacts: readonly T[], query: string): T[] {
  return contacts.filter((contact) => matchesSearch(contact, query));
}
