// The inbox demo API's records (docs/demo-api.md), as /api/inbox/* sends and takes them. Each user has a
// mailbox of their own: a message sent to someone is two records, the sender's copy in "sent" and the recipient's
// in "inbox", so reading, starring or deleting one never touches the other.

/** Where a copy of a message lives in its owner's mailbox. */
export const INBOX_FOLDERS = ['inbox', 'sent'] as const;
export type InboxFolder = (typeof INBOX_FOLDERS)[number];

/** What a listing may show (the `folder` parameter): one folder, the starred messages of both, or everything. */
export const INBOX_VIEWS = ['all', 'inbox', 'starred', 'sent'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const INBOX_SUBJECT_MAX = 200;
export const INBOX_MESSAGE_MAX = 10_000;
export const INBOX_SEARCH_MAX = 200;
/** The most messages one listing page (`limit`) holds. */
export const INBOX_PAGE_MAX = 100;
/** The most messages one update or delete (`ids`) may name. */
export const INBOX_IDS_MAX = 500;

/** A user as the inbox names them: their display name and their address (the Frappe user's name). */
export interface InboxPerson {
  name: string;
  email: string;
}

export interface InboxMessage {
  id: number;
  sender: InboxPerson;
  /** The recipient. */
  to: InboxPerson;
  /** When it was sent, ISO. */
  date: string;
  /** The original API's selection flag, kept per copy; the app's own selection is local to the page. */
  selected: boolean;
  subject: string;
  /** Plain text; line breaks are the author's. Never HTML. */
  message: string;
  folder: InboxFolder;
  read: boolean;
  starred: boolean;
}

/** The stored fields of a message. */
export type InboxMessageFields = Omit<InboxMessage, 'id'>;

/** The body of `POST /api/inbox/add`: `to` is the recipient's address. */
export interface NewInboxMessage {
  to: string;
  subject: string;
  message: string;
}

/** What `POST /api/inbox/update` changes (anything else sent is ignored). */
export type InboxMessageChanges = Partial<Pick<InboxMessage, 'read' | 'starred' | 'selected'>>;

/** Which messages a listing holds (`GET /api/inbox/all` and `/page`, in the query string). */
export interface InboxListQuery {
  /** Default 'all'. */
  folder?: InboxView;
  /** Words that must all appear in the subject, text, sender or recipient (any case). */
  search?: string;
  /** How many matching messages to skip, newest first; default 0. */
  start?: number;
  /** At most this many (1 to INBOX_PAGE_MAX); `/all` answers every one without it, `/page` 20. */
  limit?: number;
}

/** The answer of `GET /api/inbox/page`: one page of a listing and what a pager needs. */
export interface InboxPage {
  messages: InboxMessage[];
  /** Messages matching the listing's folder and search, on every page. */
  total: number;
  start: number;
  limit: number;
  /** Unread messages in the inbox folder, whatever the listing. */
  unread: number;
}
