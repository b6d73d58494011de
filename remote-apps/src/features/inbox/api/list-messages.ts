// One page of a listing (a folder, a label, a search), from the inbox demo API (mock-server /api/inbox,
// docs/demo-api.md). Errors are left to the caller, which words them with `readableError`.
import { apiClient } from 'shared-auth';
import type { InboxListQuery, InboxPage } from 'tessera-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inboxKeys } from './inbox-keys';

export async function fetchPage(query: InboxListQuery): Promise<InboxPage> {
  const { data } = await apiClient.get<InboxPage>('/api/inbox/page', { params: query });
  return data;
}

export const pageQueryOptions = (query: InboxListQuery) =>
  queryOptions({ queryKey: inboxKeys.page(query), queryFn: () => fetchPage(query) });

/** One page of a listing; the previous page stays on screen while the next one loads. */
export const useInboxPage = (query: InboxListQuery) =>
  useQuery({ ...pageQueryOptions(query), placeholderData: keepPreviousData });
