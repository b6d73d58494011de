// The upload demo API (mock-server /api/upload): the signed-in user's files on the server.
import { apiClient } from 'shared-auth';
import type { UploadedFile } from 'tessera-contracts';
import { useQuery } from '@tanstack/react-query';
import { extraKitsKeys } from './extra-kits-keys';

export async function fetchUploadedFiles(signal?: AbortSignal): Promise<UploadedFile[]> {
  const response = await apiClient.get<UploadedFile[]>('/api/upload/all', { signal });
  return response.data;
}

export function useUploadedFiles() {
  return useQuery({ queryKey: extraKitsKeys.uploads(), queryFn: ({ signal }) => fetchUploadedFiles(signal) });
}
