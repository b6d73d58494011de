import { isAxiosError } from 'axios';

/** Frappe's error body: `exc_type` plus `_server_messages`, a JSON string of a list of JSON strings. */
interface FrappeErrorBody {
  exc_type?: string;
  message?: unknown;
  _server_messages?: string;
  /** A refusal Frappe raised without a message of its own ("Insufficient Permission for ToDo (write)"). */
  _error_message?: unknown;
}

const NETWORK_MESSAGE = 'The server could not be reached. Check your connection and try again.';
const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
// A 413 from a proxy or web server in front of the site comes with its own page, not Frappe's body.
const TOO_LARGE_MESSAGE = 'This is larger than the server accepts. Try a smaller file or less text.';
// A real Frappe site answers some requests the mock-server refuses with a 417 (an unknown column in order_by,
// malformed `fields` JSON) with a bare 500 instead: its exception class, and a traceback never shown here.
const SERVER_FAILURE_MESSAGE = 'The server could not complete this request';

function stripTags(text: string): string {
  return text.replace(/<[^>]*>/g, '').trim();
}

/** The human messages inside `_server_messages`, or [] when it is absent or malformed. */
export function parseServerMessages(serverMessages: unknown): string[] {
  if (typeof serverMessages !== 'string') return [];
  try {
    const list: unknown = JSON.parse(serverMessages);
    if (!Array.isArray(list)) return [];
    return list
      .map((entry) => {
        const parsed: unknown = typeof entry === 'string' ? JSON.parse(entry) : entry;
        if (
          typeof parsed === 'object' &&
          parsed !== null &&
          typeof (parsed as { message?: unknown }).message === 'string'
        ) {
          return stripTags((parsed as { message: string }).message);
        }
        return typeof parsed === 'string' ? stripTags(parsed) : '';
      })
      .filter((message) => message.length > 0);
  } catch {
    return [];
  }
}

/** A message a person can read, for any failure of an API call. */
export function readableError(error: unknown): string {
  if (isAxiosError(error)) {
    if (!error.response) return NETWORK_MESSAGE;
    const body = error.response.data as FrappeErrorBody | string | undefined;
    if (typeof body === 'object' && body !== null) {
      const serverMessages = parseServerMessages(body._server_messages);
      if (serverMessages.length > 0) return serverMessages.join(' ');
      if (typeof body.message === 'string' && body.message.trim()) return stripTags(body.message);
      if (typeof body._error_message === 'string' && body._error_message.trim()) return stripTags(body._error_message);
    }
    if (error.response.status === 413) return TOO_LARGE_MESSAGE;
    if (error.response.status === 502 || error.response.status === 503 || error.response.status === 504)
      return NETWORK_MESSAGE;
    if (error.response.status >= 500 && typeof body === 'object' && body !== null && typeof body.exc_type === 'string')
      return `${SERVER_FAILURE_MESSAGE} (${body.exc_type.replace(/[^\w.]/g, '').slice(0, 60)}). Please try again, or tell your administrator.`;
    return FALLBACK_MESSAGE;
  }
  if (error instanceof Error && error.message) return error.message;
  return FALLBACK_MESSAGE;
}

/** Frappe's exception class of a failed API call (`TimestampMismatchError`, `PermissionError`…), if it said one. */
export function frappeExcType(error: unknown): string | null {
  if (!isAxiosError(error) || !error.response) return null;
  const body = error.response.data as FrappeErrorBody | undefined;
  return typeof body === 'object' && body !== null && typeof body.exc_type === 'string' ? body.exc_type : null;
}

/** Whether a write was refused because the document changed on the server since it was read. */
export function isStaleWriteError(error: unknown): boolean {
  return frappeExcType(error) === 'TimestampMismatchError';
}
