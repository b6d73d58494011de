import { useEffect, useRef } from 'react';
import type { InboxMessage } from 'tessera-contracts';
import { isUnread } from '../model/message-text';

/**
 * Marks a message read when it opens: once per opening, so "Mark unread" on the open message sticks.
 */
export function useReadOnOpen(open: InboxMessage | null, markRead: (message: InboxMessage) => void): void {
  const markedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!open) {
      markedFor.current = null;
      return;
    }
    if (markedFor.current === open.id) return;
    markedFor.current = open.id;
    if (isUnread(open)) markRead(open);
  }, [open, markRead]);
}
