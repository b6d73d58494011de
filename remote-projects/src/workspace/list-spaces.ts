// Every space, read whole (a workspace has tens), kept between visits (shared-auth's persisted queries); a page's
// prefetch uses the same query options.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDocs, persistedQueryMeta } from 'shared-auth';
import { type Space, SPACE_FIELDS } from 'tessera-contracts';
import { workspaceKeys } from './workspace-keys';

export function fetchSpaces(signal?: AbortSignal): Promise<Space[]> {
  return listDocs<Space>('Spaces', { fields: SPACE_FIELDS, orderBy: 'creation asc', limitPageLength: 0 }, signal);
}

export const spacesQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.spaces(),
    queryFn: ({ signal }) => fetchSpaces(signal),
    meta: persistedQueryMeta,
  });

export function useSpaces() {
  return useQuery(spacesQueryOptions());
}
