import type { ListPerson } from 'tessera-contracts';

/** People whose name, role or team holds the query, ignoring case and accents; all of them for a blank query. */
export function filterPeople(people: readonly ListPerson[], query: string): ListPerson[] {
  const wanted = fold(query.trim());
  if (!wanted) return [...people];
  return people.filter((person) => [person.name, person.role, person.team].some((text) => fold(text).includes(wanted)));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
