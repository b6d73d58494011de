// An attachment the card could not keep is taken back out of the user's uploads.
import { apiClient } from 'shared-auth';

/** Removes an upload of the signed-in user's; another user's file is not theirs to delete (404). */
export async function deleteUpload(id: number): Promise<void> {
  await apiClient.post('/api/upload/delete', { id });
}
