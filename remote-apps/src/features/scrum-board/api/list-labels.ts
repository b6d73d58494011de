// The labels a card may carry. Errors are left to the caller, which shows them through `readableError`.
import { apiClient } from 'shared-auth';
import type { ScrumLabel } from 'tessera-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scrumKeys } from './scrum-keys';

export async function fetchLabels(): Promise<ScrumLabel[]> {
  const { data } = await apiClient.get<ScrumLabel[]>('/api/scrum-board/all-label');
  return data;
}

export const labelsQueryOptions = () =>
  queryOptions({ queryKey: scrumKeys.labels(), queryFn: fetchLabels, staleTime: 600_000 });

export const useLabels = () => useQuery(labelsQueryOptions());
