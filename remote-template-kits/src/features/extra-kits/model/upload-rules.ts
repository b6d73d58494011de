// The upload demo's limits (tessera-contracts, enforced by the mock-server): checked here first so a person
// learns at once why a file cannot go, and checked there again.

import { UPLOAD_ALLOWED_EXTENSIONS, UPLOAD_MAX_FILE_BYTES } from 'tessera-contracts';

export const MAX_FILE_BYTES = UPLOAD_MAX_FILE_BYTES;
export const ALLOWED_EXTENSIONS = UPLOAD_ALLOWED_EXTENSIONS;
/** For the file picker's filter. */
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** "1.5 MB", "320 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** Why the file cannot be uploaded, or null when it can. */
export function uploadRefusal(file: Pick<File, 'name' | 'size'>): string | null {
  if (!(ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return `Only ${ALLOWED_EXTENSIONS.map((extension) => `.${extension}`).join(', ')} files can be uploaded`;
  }
  if (file.size === 0) return 'The file is empty';
  if (file.size > MAX_FILE_BYTES) {
    return `The file is larger than ${formatBytes(MAX_FILE_BYTES)}, the most a file may be`;
  }
  return null;
}
