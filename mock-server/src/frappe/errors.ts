// Frappe's exceptions and the JSON error body it sends for `/api/` requests.
//
// Source: frappe/exceptions.py (status per class), frappe/__init__.py `msgprint`/`throw` (the message
// dict: message, title "Message" by default, indicator "red", raise_exception 1; `exc_type` = class name),
// frappe/utils/response.py `report_error`/`make_logs` (`_server_messages` is a JSON string of a list of JSON
// strings). Tracebacks (`exc`, `exception`) are never sent.

import { clip } from './preview';

/** Exception classes the mock-server raises, with Frappe's HTTP status for each. */
export const EXCEPTION_STATUS = {
  ValidationError: 417,
  MandatoryError: 417,
  DataError: 417,
  LinkValidationError: 417,
  LinkExistsError: 417,
  InvalidEmailAddressError: 417,
  TimestampMismatchError: 417,
  UniqueValidationError: 417,
  // RateLimitExceededError subclasses ValidationError in Frappe (417), but the mock-server answers
  // 429 so that a rate limit is distinguishable by status; clients should read `exc_type` either way.
  RateLimitExceededError: 429,
  AuthenticationError: 401,
  PermissionError: 403,
  DoesNotExistError: 404,
  DuplicateEntryError: 409,
  CSRFTokenError: 400,
  TooManyRequestsError: 429,
  // Not a Frappe class: Werkzeug answers these itself (RequestEntityTooLarge, MethodNotAllowed).
  RequestEntityTooLarge: 413,
  MethodNotAllowed: 405,
  // Frappe's SecurityException has no http_status_code, so Frappe answers it with 500 (login lock-out).
  SecurityException: 500,
  Exception: 500,
} as const;

export type ExcType = keyof typeof EXCEPTION_STATUS;

export interface ServerMessage {
  message: string;
  title: string;
  indicator?: string;
  raise_exception?: 1;
}

export interface FrappeErrorBody {
  exc_type: ExcType;
  _server_messages?: string;
  _error_message?: string;
  message?: string;
}

interface FrappeErrorOptions {
  title?: string;
  /** Extra messages shown before the main one (Frappe's msgprint calls made before the throw). */
  extraMessages?: string[];
  /**
   * Send `message` as the top-level `message` key instead of a `_server_messages` entry; Frappe's
   * LoginManager.fail() does this (`frappe.local.response["message"] = ...; raise AuthenticationError`).
   */
  asResponseMessage?: boolean;
  /** Overrides the class's status (e.g. Frappe's reset_password sets http_status_code 404 itself). */
  status?: number;
  /** Also send the message as `_error_message`, as Frappe does for a refused doctype access. */
  withErrorMessage?: boolean;
}

/** An error that leaves the server as Frappe's error body. Throw it from any handler. */
export class FrappeError extends Error {
  readonly excType: ExcType;
  readonly status: number;
  readonly title: string;
  readonly extraMessages: string[];
  readonly asResponseMessage: boolean;
  readonly withErrorMessage: boolean;

  constructor(excType: ExcType, message: string, options: FrappeErrorOptions = {}) {
    super(message);
    this.name = 'FrappeError';
    this.excType = excType;
    this.status = options.status ?? EXCEPTION_STATUS[excType];
    this.title = options.title ?? 'Message';
    this.extraMessages = options.extraMessages ?? [];
    this.asResponseMessage = options.asResponseMessage ?? false;
    this.withErrorMessage = options.withErrorMessage ?? false;
  }

  toBody(): FrappeErrorBody {
    if (this.asResponseMessage) {
      return { message: this.message, exc_type: this.excType };
    }
    const messages = [...this.extraMessages, this.message].map((message) =>
      JSON.stringify(errorMessage(message, this.title)),
    );
    const body: FrappeErrorBody = { exc_type: this.excType, _server_messages: JSON.stringify(messages) };
    if (this.withErrorMessage) body._error_message = this.message;
    return body;
  }
}

function errorMessage(message: string, title: string): ServerMessage {
  return { message, title, indicator: 'red', raise_exception: 1 };
}

/** `_server_messages` for a plain (non-raising) msgprint, as Frappe sends beside a successful answer. */
export function serverMessages(...messages: { message: string; title?: string; indicator?: string }[]): string {
  return JSON.stringify(
    messages.map((m) => {
      const out: ServerMessage = { message: m.message, title: m.title ?? 'Message' };
      if (m.indicator) out.indicator = m.indicator;
      return JSON.stringify(out);
    }),
  );
}

// Small constructors for the errors raised most often, so call sites read like Frappe's `frappe.throw`.
export const validationError = (message: string, title?: string) =>
  new FrappeError('ValidationError', message, { title });
// Frappe titles permission, not-found, mandatory and select errors "Message" (msgprint's default).
export const permissionError = (message: string) => new FrappeError('PermissionError', message);
export const notFound = (message: string) => new FrappeError('DoesNotExistError', message);
export const dataError = (message: string) => new FrappeError('DataError', message);
export const fieldNotPermitted = (field: string) => dataError(`Field not permitted in query: ${clip(field)}`);

/**
 * frappe.model.document raise_timestamp_mismatch: the client's copy (`theirs`, its `modified`) is older than
 * the stored one (`current`).
 */
export const timestampMismatch = (theirs: string, current: string) =>
  new FrappeError(
    'TimestampMismatchError',
    // Frappe shows the stored time first, then the one the client sent.
    `Error: Document has been modified after you have opened it (${current}, ${clip(theirs)}). Please refresh to get the latest document.`,
  );
