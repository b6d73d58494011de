// The user's conversations, newest first (mock-server /api/chat, docs/demo-api.md). The server knows who is signed
// in, so no call names the user. Errors are left to the caller, which words them with `readableError`.
import { apiClient } from 'shared-auth';
import type { ChatRecentContact } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

export async function fetchRecentContacts(): Promise<ChatRecentContact[]> {
  const { data } = await apiClient.get<ChatRecentContact[]>('/api/chat/contacts/recent');
  return data;
}

export const useRecentContacts = () => useQuery({ queryKey: chatKeys.recent(), queryFn: fetchRecentContacts });
