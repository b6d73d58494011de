// The chat demo API's records (docs/demo-api.md: the user, contacts, conversations and their info), as /api/chat/*
// sends and takes them. The contacts are the app's own users; a conversation (chat room) is between two of them.

/** The longest message the server takes, in characters (after trimming). */
export const CHAT_MESSAGE_MAX = 2000;

/** Online: the person used the chat in the last minute. */
export type ChatStatus = 'online' | 'offline';

/** A person one can chat with (and, from GET /api/chat/contacts without an id, the signed-in user). */
export interface ChatContact {
  id: number;
  name: string;
  email: string;
  /** A picture URL, or '' for none (the app shows the initials). */
  avatar: string;
  status: ChatStatus;
  mood: string;
}

/** The signed-in user's side of one conversation (the original's `chatInfo`). */
export interface ChatInfo {
  chatId: number;
  /** The other person. */
  contactId: number;
  /** Messages from the other person the signed-in user has not opened yet. */
  unread: number;
  /** When the last message was sent (ISO), or when the conversation began if it has none. */
  lastChatTime: string;
}

/** An entry of GET /api/chat/contacts/recent: the other person, their conversation, and its last message. */
export interface ChatRecentContact extends ChatContact, ChatInfo {
  /** The last message's text, shortened to CHAT_PREVIEW_MAX characters. */
  lastMessage: string;
  /** Who wrote it (a contact id); 0 when there is no message. */
  lastSenderId: number;
}

export const CHAT_PREVIEW_MAX = 120;

/** A message as GET /api/chat and POST /api/chat/add answer it: the text with its sender's name and picture. */
export interface ChatMessage {
  id: number;
  chatId: number;
  /** The sender. */
  contactId: number;
  text: string;
  /** ISO time the server received it. */
  time: string;
  name: string;
  avatar: string;
}

/**
 * The conversation with one person: POST /api/chat/chat-room {contactId} opens it (begun if need be, and read);
 * GET /api/chat/chat-room?contactId= answers it as it is, read by nobody.
 */
export interface ChatRoom {
  chatId: number;
  contactId: number;
  /** Oldest first. */
  messageList: ChatMessage[];
  /** True when this request began the conversation. */
  recentListUpdated: boolean;
}

/** GET /api/chat/version: changes whenever anything in the signed-in user's conversations does. */
export interface ChatVersion {
  version: string;
}

/** The body of POST /api/chat/add (the sender and the time are the server's). */
export interface ChatNewMessage {
  chatId: number;
  text: string;
}
