import { foldForSearch } from 'shared-ui';
import type { ListPerson } from 'tessera-contracts';

/** People whose name, role or team holds the query, ignoring case and accents; all of them for a blank query. */
export function filterPeople(people: readonly ListPerson[], query: string): ListPerson[] {
  const wanted = foldForSearch(query.trim());
  if (!wanted) return [...people];
  return people.filter((person) =>
    [person.name, person.role, person.team].some((text) => foldForSearch(text).includes(wanted)),
  );
}
