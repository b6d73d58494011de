// The HTTP calls of the chat demo API (mock-server /api/chat, docs/demo-api.md). The server knows who is signed in, so
// no call names the user. Errors are left to the caller, which words them with `readableError`.
import { apiClient } from 'shared-auth';
import type {
  ChatContact,
  ChatMessage,
  ChatNewMessage,
  ChatRecentContact,
  ChatRoom,
  ChatVersion,
} from 'tessera-contracts';

const BASE = '/api/chat';

async function get<T>(path: string, params?: Record<string, number>): Promise<T> {
  const { data } = await apiClient.get<T>(`${BASE}${path}`, { params });
  return data;
}

export const fetchRecentContacts = () => get<ChatRecentContact[]>('/contacts/recent');
export const fetchAllContacts = () => get<ChatContact[]>('/contacts/all');
export const fetchVersion = () => get<ChatVersion>('/version');

/**
 * Opens the conversation with one person: begun if there was none, and read by the signed-in user. A POST, as
 * it changes both, so that no other page can mark a conversation read by making the browser load a URL.
 */
export async function openRoom(contactId: number): Promise<ChatRoom> {
  const { data } = await apiClient.post<ChatRoom>(`${BASE}/chat-room`, { contactId });
  return data;
}

/** Resolves to the room's messages, the new one last. */
export async function sendMessage(message: ChatNewMessage): Promise<ChatMessage[]> {
  const { data } = await apiClient.post<ChatMessage[]>(`${BASE}/add`, message);
  return data;
}
