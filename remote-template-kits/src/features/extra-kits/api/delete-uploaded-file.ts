// Deleting one of the user's uploaded files; the cache takes the files left.
import { apiClient } from 'shared-auth';
import type { UploadedFile } from 'tessera-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extraKitsKeys } from './extra-kits-keys';

/** Deletes the file; answers the files left. */
export async function deleteUploadedFile(id: number): Promise<UploadedFile[]> {
  const response = await apiClient.post<UploadedFile[]>('/api/upload/delete', { id });
  return response.data;
}

export function useDeleteUploadedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUploadedFile,
    onSuccess: (filesLeft) => queryClient.setQueryData(extraKitsKeys.uploads(), filesLeft),
  });
}
