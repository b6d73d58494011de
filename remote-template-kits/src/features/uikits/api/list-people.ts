// The demo directory for the UI kits' lists, kept while the page is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchListPeople } from '@kits/api/list-people';
import { uikitsKeys } from './uikits-keys';

export function listPeopleQueryOptions() {
  return queryOptions({
    queryKey: uikitsKeys.listPeople(),
    queryFn: ({ signal }) => fetchListPeople(signal),
    // Read-only demo data: no need to ask again while the page is open.
    staleTime: 5 * 60_000,
  });
}

export function useListPeople() {
  return useQuery(listPeopleQueryOptions());
}
