// A count of documents as a TanStack query, for the stat cards of the dashboards and the widgets. Kept under its
// doctype's key, so a change to a Task or Project anywhere refreshes every count of it.
import { queryOptions } from '@tanstack/react-query';
import { countDocs, resourceKey, type FrappeFilters } from 'shared-auth';

export function countQueryOptions(doctype: string, filters?: FrappeFilters) {
  return queryOptions({
    queryKey: [...resourceKey(doctype), 'count', JSON.stringify(filters ?? null)] as const,
    queryFn: ({ signal }) => countDocs(doctype, filters, signal),
  });
}
