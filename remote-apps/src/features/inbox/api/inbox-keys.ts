// Every query and mutation key of the inbox, so reads, writes and invalidations cannot drift apart.
import type { InboxListQuery } from 'tessera-contracts';

export const inboxKeys = {
  all: ['inbox'] as const,
  pages: () => [...inboxKeys.all, 'page'] as const,
  page: (query: InboxListQuery) => [...inboxKeys.pages(), query] as const,
  messages: () => [...inboxKeys.all, 'message'] as const,
  message: (id: number) => [...inboxKeys.messages(), id] as const,
  recipients: () => [...inboxKeys.all, 'recipients'] as const,
  /** Every change to messages (flags and deletions): the lists are reloaded once the last one has settled. */
  writes: () => [...inboxKeys.all, 'write'] as const,
};
