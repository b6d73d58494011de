// A room's messages as the page shows them: the server's, plus the ones this page is sending (shown at once,
// marked pending, with a temporary negative id until the server's answer brings the real message).
import type { ChatMessage, ChatRoom } from 'tessera-contracts';

export interface RoomMessage extends ChatMessage {
  /** Sent by this page and not yet confirmed by the server. */
  pending?: boolean;
}

let lastPendingId = 0;

/** A temporary id no server message has (theirs are positive). */
export function nextPendingId(): number {
  lastPendingId -= 1;
  return lastPendingId;
}

export function pendingMessage(room: ChatRoom, id: number, text: string, now: Date): RoomMessage {
  return {
    id,
    chatId: room.chatId,
    contactId: 0,
    text,
    time: now.toISOString(),
    name: 'You',
    avatar: '',
    pending: true,
  };
}

/** Mine: sent by this page, or by anybody but the other person of the room. */
export function isOwnMessage(room: ChatRoom, message: RoomMessage): boolean {
  return message.pending === true || message.contactId !== room.contactId;
}

export function withMessage(room: ChatRoom, message: RoomMessage): ChatRoom {
  return { ...room, messageList: [...room.messageList, message] };
}

/**
 * The server's answer to a send (the room's messages, the new one last) in place of the pending message it
 * confirms; messages still on their way stay after it.
 */
export function confirmedMessages(room: ChatRoom, answer: readonly ChatMessage[], pendingId: number): ChatRoom {
  const stillPending = (room.messageList as RoomMessage[]).filter(
    (message) => message.pending === true && message.id !== pendingId,
  );
  return { ...room, messageList: [...answer, ...stillPending] };
}
