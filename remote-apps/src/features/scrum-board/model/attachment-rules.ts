// What the upload store accepts (tessera-contracts' limits, the server's rules), checked before sending so a
// person learns at once why a file cannot go.
import { UPLOAD_ALLOWED_EXTENSIONS, UPLOAD_MAX_FILE_BYTES } from 'tessera-contracts';

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why the file cannot be attached, or null when it can. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(UPLOAD_ALLOWED_EXTENSIONS as readonly string[]).includes(extension)) {
    return `“${file.name}” cannot be attached: only ${UPLOAD_ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(' ')} files are allowed.`;
  }
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > UPLOAD_MAX_FILE_BYTES) {
    return `“${file.name}” is ${formatBytes(file.size)}: files can be at most ${formatBytes(UPLOAD_MAX_FILE_BYTES)}.`;
  }
  return null;
}

/** Whether an attachment can be a card's cover (an image). */
export function isImageName(name: string): boolean {
  return /\.(png|jpe?g|gif|webp)$/i.test(name);
}
