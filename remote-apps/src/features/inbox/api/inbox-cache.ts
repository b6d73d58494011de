// The cached pages and messages around a change: the page shows the cache, so optimistic changes and the reload
// after the last write all go through here.
import type { QueryClient } from '@tanstack/react-query';
import { cachedChange, type CachedChange } from 'shared-auth';
import type { InboxMessage, InboxMessageChanges, InboxPage } from 'tessera-contracts';
import { isUnread } from '../model/message-text';
import { inboxKeys } from './inbox-keys';

/**
 * Sets each listed message's fields (in every cached page and message) and moves the inbox's unread count by
 * `unreadDelta`.
 */
export function patchMessages(
  changes: ReadonlyMap<number, InboxMessageChanges>,
  unreadDelta: number,
): CachedChange<unknown>[] {
  const patched = (message: InboxMessage) => {
    const change = changes.get(message.id);
    return change ? { ...message, ...change } : message;
  };
  return [
    cachedChange<InboxPage>(inboxKeys.pages(), (page) => ({
      ...page,
      messages: page.messages.map(patched),
      unread: page.unread + unreadDelta,
    })),
    cachedChange<InboxMessage>(inboxKeys.messages(), patched),
  ];
}

/** How the unread count moves when `messages` take `changes`. */
export function unreadDelta(messages: readonly InboxMessage[], changes: InboxMessageChanges): number {
  if (changes.read === undefined) return 0;
  return messages.reduce((delta, message) => {
    if (message.folder !== 'inbox' || message.read === changes.read) return delta;
    return delta + (changes.read ? -1 : 1);
  }, 0);
}

/** Takes `messages` off every cached page. */
export function dropMessages(messages: readonly InboxMessage[]): CachedChange<unknown>[] {
  const ids = new Set(messages.map((message) => message.id));
  const unreadGone = messages.filter(isUnread).length;
  return [
    cachedChange<InboxPage>(inboxKeys.pages(), (page) => {
      const kept = page.messages.filter((message) => !ids.has(message.id));
      const removed = page.messages.length - kept.length;
      return { ...page, messages: kept, total: page.total - removed, unread: page.unread - unreadGone };
    }),
  ];
}

/**
 * After a write: once no other write is on its way, reloads the lists and messages (a message unstarred leaves
 * "Starred", a page may gain messages from the next one). Reloading earlier could show the server's state from
 * before a later write, undoing its optimistic change for a moment.
 */
export async function reloadWhenSettled(client: QueryClient): Promise<void> {
  // The write calling this is still counted.
  if (client.isMutating({ mutationKey: inboxKeys.writes() }) > 1) return;
  await Promise.all([
    client.invalidateQueries({ queryKey: inboxKeys.pages() }),
    client.invalidateQueries({ queryKey: inboxKeys.messages() }),
  ]);
}
