// What the contact views show of the list: found by a search, sorted, one page at a time. Pure, so it is tested
// on its own and every view filters the same way.
import { foldForSearch } from 'shared-ui';
import type { Contact } from 'tessera-contracts';

export type ContactSortKey = 'name' | 'company' | 'email' | 'age' | 'balance' | 'isActive';
export interface ContactSort {
  key: ContactSortKey;
  direction: 'asc' | 'desc';
}

export const DEFAULT_SORT: ContactSort = { key: 'name', direction: 'asc' };

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Contacts whose name, email, company, phone or address holds every word of `query`, ignoring case and accents. */
export function searchContacts(contacts: readonly Contact[], query: string): Contact[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...contacts];
  return contacts.filter((contact) => {
    const text = foldForSearch(
      [contact.name, contact.email, contact.company, contact.phone, contact.address].join(' '),
    );
    return words.every((word) => text.includes(word));
  });
}

function compare(a: Contact, b: Contact, key: ContactSortKey): number {
  const x = a[key];
  const y = b[key];
  if (typeof x === 'string' && typeof y === 'string') return collator.compare(x, y);
  return Number(x) - Number(y);
}

/** Sorted by `sort`, ties by name then id, so the order never jumps between renders. */
export function sortContacts(contacts: readonly Contact[], sort: ContactSort): Contact[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...contacts].sort(
    (a, b) => sign * compare(a, b, sort.key) || collator.compare(a.name, b.name) || a.id - b.id,
  );
}

/** The next sort when a column's header is pressed: that column ascending, or the other way if it was already. */
export function toggleSort(current: ContactSort, key: ContactSortKey): ContactSort {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** Page `page` (from 1) of `size` items; a page past the end shows the last one. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number,
): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
