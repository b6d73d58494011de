// Every query and mutation key of the chat app, so reads, writes and invalidations cannot drift apart.
export const chatKeys = {
  all: ['chat'] as const,
  recent: () => [...chatKeys.all, 'recent'] as const,
  contacts: () => [...chatKeys.all, 'contacts'] as const,
  rooms: () => [...chatKeys.all, 'room'] as const,
  room: (contactId: number) => [...chatKeys.rooms(), contactId] as const,
  /** Sending: live updates leave the rooms alone while a message is on its way. */
  send: () => [...chatKeys.all, 'send'] as const,
};

/** Messages go out one after another, so they arrive in the order they were written. */
export const CHAT_SEND_SCOPE = { id: 'chat-send' };
