// Deleting one of the user's uploaded files; the cache takes the files left.
import { deleteUpload } from 'shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extraKitsKeys } from './extra-kits-keys';

export function useDeleteUploadedFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUpload,
    onSuccess: (filesLeft) => queryClient.setQueryData(extraKitsKeys.uploads(), filesLeft),
  });
}
