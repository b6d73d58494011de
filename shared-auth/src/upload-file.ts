// The uploads demo API, used by every app that takes a file (the scrum board's attachments, the upload kit): a
// file goes to the signed-in user's uploads, which answer with its record.
import type { UploadedFile } from 'tessera-contracts';
import { apiClient } from './api-client';

export interface UploadOptions {
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Sends the file's bytes as the body (the server takes the name from the query string). */
export async function uploadFile(file: File, { onProgress, signal }: UploadOptions): Promise<UploadedFile> {
  const { data } = await apiClient.post<UploadedFile>('/api/upload/add', file, {
    params: { file_name: file.name },
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    signal,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress(Math.min(1, event.loaded / total));
    },
  });
  return data;
}

/** Removes one of the signed-in user's uploads (another user's is not theirs: 404); answers the files left. */
export async function deleteUpload(id: number): Promise<UploadedFile[]> {
  const { data } = await apiClient.post<UploadedFile[]>('/api/upload/delete', { id });
  return data;
}
