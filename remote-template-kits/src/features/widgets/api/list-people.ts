// The demo directory, for the people widget.
import { queryOptions } from '@tanstack/react-query';
import { fetchListPeople } from '@kits/api/list-people';
import { widgetKeys } from './widget-keys';

export function peopleQueryOptions() {
  return queryOptions({
    queryKey: widgetKeys.people(),
    queryFn: ({ signal }) => fetchListPeople(signal),
    // Read-only demo data: no need to ask again while the page is open.
    staleTime: 5 * 60_000,
  });
}
