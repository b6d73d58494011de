// Every space, in the order the list of every space shows them: the order of the status names the dashboards count.
import { queryOptions } from '@tanstack/react-query';
import { listDocs, resourceKey } from 'shared-auth';
import { SPACE_FIELDS, type Space } from 'tessera-contracts';

export function fetchSpaces(signal?: AbortSignal): Promise<Space[]> {
  return listDocs<Space>('Spaces', { fields: SPACE_FIELDS, orderBy: 'creation asc', limitPageLength: 0 }, signal);
}

export const spacesQueryOptions = () =>
  queryOptions({
    queryKey: [...resourceKey('Spaces'), 'dashboards'] as const,
    queryFn: ({ signal }) => fetchSpaces(signal),
  });
