// Everyone the user can chat with, with their online status.
import { apiClient } from 'shared-auth';
import type { ChatContact } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

export async function fetchAllContacts(): Promise<ChatContact[]> {
  const { data } = await apiClient.get<ChatContact[]>('/api/chat/contacts/all');
  return data;
}

export const useAllContacts = () => useQuery({ queryKey: chatKeys.contacts(), queryFn: fetchAllContacts });
