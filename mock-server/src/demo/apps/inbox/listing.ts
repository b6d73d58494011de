// Which messages of a mailbox a listing answers (GET /api/inbox/all and /page): one folder, the starred ones or
// all, those matching a search, newest first, from `start`, at most `limit`. The parameters come in the query
// string (or a body); each bad one is a 417 naming it.

import { INBOX_PAGE_MAX, INBOX_SEARCH_MAX, INBOX_VIEWS, type InboxView } from 'tessera-contracts';
import { validationError } from '../../../frappe/errors';
import type { Params } from '../../../frappe/params';
import { clip, preview } from '../../../frappe/preview';
import type { DemoRecord } from '../../engine/definition';
import { integerParam } from '../../engine/params';

export interface Listing {
  folder: InboxView;
  /** Lower-case words without accents, all of which must appear. */
  words: string[];
  start: number;
  /** null: every message from `start` on. */
  limit: number | null;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function readFolder(value: unknown): InboxView {
  if (absent(value)) return 'all';
  const folder = INBOX_VIEWS.find((view) => view === value);
  if (folder) return folder;
  const allowed = INBOX_VIEWS.map((view) => `"${view}"`).join(', ');
  const shown = typeof value === 'string' ? `"${clip(value)}"` : preview(value);
  throw validationError(`folder cannot be ${shown}. It should be one of ${allowed}`);
}

function readWords(value: unknown): string[] {
  if (absent(value)) return [];
  if (typeof value !== 'string') throw validationError(`search must be text, got ${preview(value)}`);
  if (value.length > INBOX_SEARCH_MAX) throw validationError(`search must be at most ${INBOX_SEARCH_MAX} characters`);
  return fold(value).split(/\s+/).filter(Boolean);
}

function readStart(params: Params): number {
  if (absent(params.start)) return 0;
  const start = integerParam(params, 'start');
  if (start < 0) throw validationError('start must be at least 0');
  return start;
}

function readLimit(params: Params, fallback: number | null): number | null {
  if (absent(params.limit)) return fallback;
  const limit = integerParam(params, 'limit');
  if (limit < 1 || limit > INBOX_PAGE_MAX) throw validationError(`limit must be between 1 and ${INBOX_PAGE_MAX}`);
  return limit;
}

/** The listing a request asks for; `defaultLimit` when it names none. */
export function readListing(params: Params, defaultLimit: number | null): Listing {
  return {
    folder: readFolder(params.folder),
    words: readWords(params.search),
    start: readStart(params),
    limit: readLimit(params, defaultLimit),
  };
}

const time = (record: DemoRecord) => Date.parse(String(record.date)) || 0;

/** Newest first; messages of the same moment, the later added first. */
export function newestFirst(records: readonly DemoRecord[]): DemoRecord[] {
  return [...records].sort((a, b) => time(b) - time(a) || b.id - a.id);
}

function inFolder(record: DemoRecord, folder: InboxView): boolean {
  if (folder === 'all') return true;
  if (folder === 'starred') return record.starred === true;
  return record.folder === folder;
}

function searchedText(record: DemoRecord): string {
  const person = (value: unknown) => {
    const { name, email } = (value ?? {}) as { name?: unknown; email?: unknown };
    return `${String(name ?? '')} ${String(email ?? '')}`;
  };
  return fold([record.subject, record.message, person(record.sender), person(record.to)].map(String).join('\n'));
}

function matchesEvery(record: DemoRecord, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = searchedText(record);
  return words.every((word) => text.includes(word));
}

/** The listing's page of `records`, and how many matched in all. */
export function listMessages(records: readonly DemoRecord[], listing: Listing): { page: DemoRecord[]; total: number } {
  const matching = newestFirst(records).filter(
    (record) => inFolder(record, listing.folder) && matchesEvery(record, listing.words),
  );
  const end = listing.limit === null ? undefined : listing.start + listing.limit;
  return { page: matching.slice(listing.start, end), total: matching.length };
}
