// The cached pages and messages around a change: the page shows the cache, so optimistic changes, their
// rollbacks and the reload after the last write all go through here.
import type { QueryClient } from '@tanstack/react-query';
import type { InboxMessage, InboxMessageChanges, InboxPage } from 'tessera-contracts';
import { isUnread } from '../model/message-text';
import { inboxKeys } from './inbox-keys';

/** Stops loads under way, so an older answer cannot overwrite the change about to be shown. */
export async function holdInbox(client: QueryClient): Promise<void> {
  await Promise.all([
    client.cancelQueries({ queryKey: inboxKeys.pages() }),
    client.cancelQueries({ queryKey: inboxKeys.messages() }),
  ]);
}

/**
 * Sets each listed message's fields (in every cached page and message) and moves the inbox's unread count by
 * `unreadDelta`.
 */
export function patchMessages(
  client: QueryClient,
  changes: ReadonlyMap<number, InboxMessageChanges>,
  unreadDelta: number,
): void {
  const patched = (message: InboxMessage) => {
    const change = changes.get(message.id);
    return change ? { ...message, ...change } : message;
  };
  client.setQueriesData<InboxPage>(
    { queryKey: inboxKeys.pages() },
    (page) => page && { ...page, messages: page.messages.map(patched), unread: page.unread + unreadDelta },
  );
  client.setQueriesData<InboxMessage>({ queryKey: inboxKeys.messages() }, (message) => message && patched(message));
}

/** How the unread count moves when `messages` take `changes`. */
export function unreadDelta(messages: readonly InboxMessage[], changes: InboxMessageChanges): number {
  if (changes.read === undefined) return 0;
  return messages.reduce((delta, message) => {
    if (message.folder !== 'inbox' || message.read === changes.read) return delta;
    return delta + (changes.read ? -1 : 1);
  }, 0);
}

export type PagesSnapshot = ReadonlyArray<readonly [readonly unknown[], InboxPage | undefined]>;

/** Takes `messages` off every cached page; answers the pages as they were, to put them back. */
export function dropMessages(client: QueryClient, messages: readonly InboxMessage[]): PagesSnapshot {
  const ids = new Set(messages.map((message) => message.id));
  const unreadGone = messages.filter(isUnread).length;
  const before = client.getQueriesData<InboxPage>({ queryKey: inboxKeys.pages() });
  client.setQueriesData<InboxPage>({ queryKey: inboxKeys.pages() }, (page) => {
    if (!page) return page;
    const kept = page.messages.filter((message) => !ids.has(message.id));
    const removed = page.messages.length - kept.length;
    return { ...page, messages: kept, total: page.total - removed, unread: page.unread - unreadGone };
  });
  return before;
}

/**
 * Puts `messages` back where they were on each page, keeping any other change made since (a star set while the
 * deletion was on its way).
 */
export function restoreMessages(client: QueryClient, before: PagesSnapshot, messages: readonly InboxMessage[]): void {
  const ids = new Set(messages.map((message) => message.id));
  const unreadBack = messages.filter(isUnread).length;
  for (const [key, then] of before) {
    if (!then) continue;
    client.setQueryData<InboxPage>(key, (now) => {
      if (!now) return then;
      const restored = [...now.messages];
      then.messages.forEach((message, index) => {
        if (ids.has(message.id) && !restored.some((item) => item.id === message.id)) {
          restored.splice(Math.min(index, restored.length), 0, message);
        }
      });
      const back = restored.length - now.messages.length;
      return { ...now, messages: restored, total: now.total + back, unread: now.unread + unreadBack };
    });
  }
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
