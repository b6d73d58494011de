// A card's attachment goes to the signed-in user's uploads first; the card then names it.
import { apiClient } from 'shared-auth';
import type { UploadedFile } from 'tessera-contracts';

export interface UploadProgress {
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Stores the file in the signed-in user's uploads (the body is the file; the name goes in the query string). */
export async function uploadFile(file: File, { onProgress, signal }: UploadProgress): Promise<UploadedFile> {
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
