import { paths } from '@apps/paths';

/** The details page of one contact. */
export const contactDetailsPath = (id: number): string => `${paths.contacts.details}?id=${id}`;

/** The contact id a details URL names, or null when it names none (missing, not a whole number). */
export function contactIdFrom(search: URLSearchParams): number | null {
  const raw = search.get('id') ?? '';
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}
