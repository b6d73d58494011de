// Marking messages read or unread and starring them: shown at once, sent, and put back as they were, with a
// message, if the server refuses.
import { apiClient, useOptimisticChange } from 'shared-auth';
import type { InboxMessage, InboxMessageChanges } from 'tessera-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { plural, type WriteFeedbackTarget } from 'shared-ui';
import { inboxKeys } from './inbox-keys';
import { patchMessages, reloadWhenSettled, unreadDelta } from './inbox-cache';

export async function updateMessages(ids: readonly number[], changes: InboxMessageChanges): Promise<void> {
  await apiClient.post('/api/inbox/update', { ...changes, ids });
}

export type MessageFlags = Pick<InboxMessageChanges, 'read' | 'starred'>;

interface FlagsChange {
  /** The messages as the user saw them when they asked. */
  messages: readonly InboxMessage[];
  flags: MessageFlags;
  /** Said when it is saved: false for the "read" an opened message gets by itself. */
  announce: boolean;
}

/** What the change is about: “Lunch?”, or "3 messages". */
function whatOf(messages: readonly InboxMessage[]): string {
  const [first] = messages;
  return messages.length === 1 && first
    ? `“${first.subject}”`
    : plural(messages.length, { one: 'message', other: 'messages' });
}

/** The change in words, done ("Starred “Lunch?”.") and to do ("star “Lunch?”"). */
function wording(flags: MessageFlags, what: string): { done: string; todo: string } {
  if (flags.starred !== undefined) {
    const verb = flags.starred ? 'star' : 'unstar';
    return { done: `${flags.starred ? 'Starred' : 'Unstarred'} ${what}.`, todo: `${verb} ${what}` };
  }
  const state = flags.read ? 'read' : 'unread';
  return { done: `Marked ${what} as ${state}.`, todo: `mark ${what} as ${state}` };
}

export function useMessageFlags(feedback: WriteFeedbackTarget) {
  const client = useQueryClient();
  const { mutate } = useOptimisticChange({
    mutationKey: inboxKeys.writes(),
    change: ({ messages, flags }: FlagsChange) =>
      patchMessages(new Map(messages.map((message) => [message.id, flags])), unreadDelta(messages, flags)),
    send: ({ messages, flags }: FlagsChange) =>
      updateMessages(
        messages.map((message) => message.id),
        flags,
      ),
    onSaved: (_saved, change) => {
      if (change.announce) feedback.announce(wording(change.flags, whatOf(change.messages)).done);
    },
    onRefused: ({ message, variables: { messages, flags } }) =>
      feedback.fail(`Couldn't ${wording(flags, whatOf(messages)).todo}. ${message}`),
    onSettled: () => reloadWhenSettled(client),
  });
  return (messages: readonly InboxMessage[], flags: MessageFlags, announce = true) => {
    if (messages.length > 0) mutate({ messages, flags, announce });
  };
}
