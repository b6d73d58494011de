// Everyone who may join a board. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { ScrumMember } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrumKeys } from './scrum-keys';

export async function fetchMembers(): Promise<ScrumMember[]> {
  const { data } = await apiClient.get<ScrumMember[]>('/api/scrum-board/all-member');
  return data;
}

export const membersQueryOptions = () =>
  queryOptions({ queryKey: scrumKeys.members(), queryFn: fetchMembers, staleTime: 60_000 });

export const useMembers = () => useQuery(membersQueryOptions());
