// A count of documents as a TanStack query, for the stat cards of the dashboards and the widgets. Kept under its
// doctype's key, so a change to a Task or Project anywhere refreshes every count of it.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { countDocs, resourceKey, type FrappeFilters } from 'shared-auth';

export function countQueryOptions(doctype: string, filters?: FrappeFilters) {
  return queryOptions({
    // Typed as any key, so a figure card takes this count or another (components/CountCard.tsx).
    queryKey: [...resourceKey(doctype), 'count', JSON.stringify(filters ?? null)] as QueryKey,
    queryFn: ({ signal }) => countDocs(doctype, filters, signal),
  });
}
