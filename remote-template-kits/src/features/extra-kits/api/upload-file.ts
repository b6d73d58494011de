// Sending a file to the upload demo API, with its progress.
import { apiClient } from 'shared-auth';
import type { UploadedFile } from 'tessera-contracts';

export interface UploadOptions {
  /** The share of the file sent so far, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** Sends the file's bytes as the body (the server takes the name from the query string). */
export async function uploadFile(file: File, { onProgress, signal }: UploadOptions): Promise<UploadedFile> {
  const response = await apiClient.post<UploadedFile>('/api/upload/add', file, {
    params: { file_name: file.name },
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    signal,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (total > 0) onProgress(Math.min(1, event.loaded / total));
    },
  });
  return response.data;
}
