import { queryOptions, useQueries } from '@tanstack/react-query';
import { pagesKeys } from './pages-keys';
import { SEARCH_SOURCES, type SearchSource } from './search-sources';

export function searchQueryOptions(source: SearchSource, query: string) {
  return queryOptions({
    queryKey: pagesKeys.search(source.doctype, query),
    queryFn: ({ signal }) => source.search(query, signal),
    enabled: query !== '',
  });
}

/** Every source's answer for `query`, in SEARCH_SOURCES' order; nothing is asked for an empty query. */
export function useSearchResults(query: string) {
  const results = useQueries({ queries: SEARCH_SOURCES.map((source) => searchQueryOptions(source, query)) });
  return results.flatMap((result, index) => {
    const source = SEARCH_SOURCES[index];
    return source ? [{ source, result }] : [];
  });
}
