// Live updates: the demo service's demo_update says which of the user's conversations changed, and the page reads
// again only what that touches.
import { useDemoUpdates, type DemoUpdate } from 'shared-auth';
import type { ChatRoom } from 'tessera-contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useReadsAfterWrites } from '@apps/live/use-reads-after-writes';
import { chatKeys } from './chat-keys';

/** The chat's collections on the demo service. */
const CHAT_COLLECTIONS = ['chat-message', 'chat-room', 'chat-contact'] as const;

/**
 * While the page is open: a new message reads its room again if it is open here (marking it read); a changed
 * conversation (its last message, unread counts, a new one) reads the list again; a changed person (their name,
 * mood, when last seen) reads the contacts and the list, which shows them too. A room's read waits while a
 * message of this page's is on its way: the send's answer brings the room, and a read answered after it would
 * take that message back out.
 */
export function useLiveChat(): void {
  const client = useQueryClient();
  const readAfterSends = useReadsAfterWrites({ mutationKey: chatKeys.send() });

  const readRoom = ({ name: messageId, parent }: DemoUpdate) => {
    if (parent?.collection !== 'chat-room') return;
    for (const [queryKey, room] of client.getQueriesData<ChatRoom>({ queryKey: chatKeys.rooms() })) {
      if (room?.chatId !== parent.name) continue;
      // A room that holds the message already (the answer of this page's own send brought it) is not read again.
      if (room.messageList.some((message) => message.id === messageId)) continue;
      void client.invalidateQueries({ queryKey, exact: true });
    }
  };

  useDemoUpdates(CHAT_COLLECTIONS, (update) => {
    switch (update.collection) {
      case 'chat-message':
        readAfterSends(`message ${update.name}`, () => readRoom(update));
        break;
      case 'chat-room':
        void client.invalidateQueries({ queryKey: chatKeys.recent() });
        break;
      case 'chat-contact':
        void client.invalidateQueries({ queryKey: chatKeys.contacts() });
        void client.invalidateQueries({ queryKey: chatKeys.recent() });
    }
  });
}
