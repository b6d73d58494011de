// What the upload demo accepts: a few everyday file types, each recognised by its extension AND its first
// bytes (the declared Content-Type is the browser's guess and is not trusted), at most MAX_FILE_BYTES each and
// MAX_FILES_PER_USER per user. SVG and HTML are left out on purpose: the files are served back from this
// origin, where either could run script.

import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES_PER_USER } from 'tessera-contracts';
import { FrappeError, validationError } from '../../frappe/errors';
import { preview } from '../../frappe/preview';

export const MAX_FILE_BYTES = UPLOAD_MAX_FILE_BYTES;
export const MAX_FILES_PER_USER = UPLOAD_MAX_FILES_PER_USER;
export const MAX_FILE_NAME_LENGTH = 140;

interface FileKind {
  contentType: string;
  /** Whether the content looks like this kind (magic bytes, or clean UTF-8 text). */
  matches(content: Buffer): boolean;
}

const startsWith = (prefix: number[]) => (content: Buffer) =>
  content.length >= prefix.length && prefix.every((byte, i) => content[i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return true;
  } catch {
    return false;
  }
}

const PNG: FileKind = { contentType: 'image/png', matches: startsWith([0x89, ...ascii('PNG')]) };
const JPEG: FileKind = { contentType: 'image/jpeg', matches: startsWith([0xff, 0xd8, 0xff]) };
const GIF: FileKind = { contentType: 'image/gif', matches: startsWith(ascii('GIF8')) };
const WEBP: FileKind = {
  contentType: 'image/webp',
  matches: (content) => startsWith(ascii('RIFF'))(content) && content.subarray(8, 12).toString('latin1') === 'WEBP',
};
const PDF: FileKind = { contentType: 'application/pdf', matches: startsWith(ascii('%PDF-')) };
const TEXT: FileKind = { contentType: 'text/plain; charset=utf-8', matches: isUtf8Text };
const CSV: FileKind = { contentType: 'text/csv; charset=utf-8', matches: isUtf8Text };

export const KINDS_BY_EXTENSION: Readonly<Record<string, FileKind>> = {
  png: PNG,
  jpg: JPEG,
  jpeg: JPEG,
  gif: GIF,
  webp: WEBP,
  pdf: PDF,
  txt: TEXT,
  csv: CSV,
};

export const ALLOWED_EXTENSIONS = Object.keys(KINDS_BY_EXTENSION);

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** "1.5 MB", "320 KB", "12 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export function tooLargeError(what: string): FrappeError {
  return new FrappeError(
    'RequestEntityTooLarge',
    `${what} is larger than ${formatBytes(MAX_FILE_BYTES)}, the most a file may be`,
    {
      title: 'File Too Large',
    },
  );
}

/** A file name the store can keep and a download header can carry: a plain name, no folders or control characters. */
export function checkFileName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw validationError('file_name is required');
  const name = value.trim();
  // eslint-disable-next-line no-control-regex
  if (/[/\\\u0000-\u001f\u007f]/.test(name))
    throw validationError(`file_name must be a plain file name, got ${preview(name)}`);
  if (name.length > MAX_FILE_NAME_LENGTH) {
    throw validationError(`file_name must be at most ${MAX_FILE_NAME_LENGTH} characters long`);
  }
  return name;
}

/** The type to store and serve the file as; a type not allowed, or content that is not of its type → 417. */
export function checkFileContent(fileName: string, content: Buffer): string {
  const kind = KINDS_BY_EXTENSION[extensionOf(fileName)];
  if (!kind) {
    throw validationError(
      `${preview(fileName)} cannot be uploaded: only ${ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(', ')} files are allowed`,
      'File Type Not Allowed',
    );
  }
  if (content.length === 0) throw validationError(`${preview(fileName)} is empty`);
  if (content.length > MAX_FILE_BYTES) throw tooLargeError(preview(fileName));
  if (!kind.matches(content)) {
    throw validationError(
      `${preview(fileName)} is not a valid .${extensionOf(fileName)} file`,
      'File Type Not Allowed',
    );
  }
  return kind.contentType;
}
