import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxListQuery } from 'tessera-contracts';
import { inboxKeys } from './inbox-keys';
import { fetchMessage, fetchPage, fetchRecipients } from './inbox-requests';

export const pageQueryOptions = (query: InboxListQuery) =>
  queryOptions({ queryKey: inboxKeys.page(query), queryFn: () => fetchPage(query) });

/** One page of a listing; the previous page stays on screen while the next one loads. */
export const useInboxPage = (query: InboxListQuery) =>
  useQuery({ ...pageQueryOptions(query), placeholderData: keepPreviousData });

/** A message by id, for the reading pane when the listing on screen does not hold it (a link, a reload). */
export const useInboxMessage = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: inboxKeys.message(id ?? 0),
    queryFn: () => fetchMessage(id ?? 0),
    enabled: enabled && id !== null,
    retry: false,
  });

/** Who the user can write to. */
export const useRecipients = () => useQuery({ queryKey: inboxKeys.recipients(), queryFn: fetchRecipients });
