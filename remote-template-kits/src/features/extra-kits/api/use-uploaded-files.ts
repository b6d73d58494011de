import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteUploadedFile, fetchUploadedFiles } from './uploads';
import { extraKitsKeys } from './extra-kits-keys';

export function useUploadedFiles() {
  return useQuery({ queryKey: extraKitsKeys.uploads(), queryFn: ({ signal }) => fetchUploadedFiles(signal) });
}

export function useDeleteUploadedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUploadedFile,
    onSuccess: (filesLeft) => queryClient.setQueryData(extraKitsKeys.uploads(), filesLeft),
  });
}
