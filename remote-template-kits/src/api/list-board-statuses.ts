// Every space's and project's board statuses (Puxeo Statuses): a few dozen records, read once for the dashboards'
// task lists, which show tasks of many projects.
import { queryOptions } from '@tanstack/react-query';
import { listDocs, resourceKey } from 'shared-auth';
import { type PuxeoStatus, STATUS_FIELDS } from 'tessera-contracts';

export function fetchBoardStatuses(signal?: AbortSignal): Promise<PuxeoStatus[]> {
  return listDocs<PuxeoStatus>(
    'Puxeo Statuses',
    { fields: STATUS_FIELDS, orderBy: 'position asc, creation asc', limitPageLength: 0 },
    signal,
  );
}

export const boardStatusesQueryOptions = () =>
  queryOptions({
    // Under the doctype's key: a status added or renamed anywhere refreshes the lists.
    queryKey: [...resourceKey('Puxeo Statuses'), 'dashboards'] as const,
    queryFn: ({ signal }) => fetchBoardStatuses(signal),
  });
