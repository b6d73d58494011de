// What the inbox page shows, kept in the address (?folder=sent&q=…&page=2&size=50&m=12) so a reload, a shared
// link and the browser's Back button all find the same list and message. Anything unreadable there falls back to
// the default rather than failing.
import type { InboxListQuery, InboxView } from 'tessera-contracts';

export const FOLDERS: readonly { view: InboxView; label: string }[] = [
  { view: 'inbox', label: 'Inbox' },
  { view: 'starred', label: 'Starred' },
  { view: 'sent', label: 'Sent' },
  { view: 'all', label: 'All mail' },
];

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export interface InboxViewState {
  folder: InboxView;
  /** As typed; the server ignores case, accents and extra spaces. */
  search: string;
  /** From 1. */
  page: number;
  pageSize: number;
  /** The message in the reading pane. */
  openId: number | null;
}

export const DEFAULT_VIEW: InboxViewState = {
  folder: 'inbox',
  search: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  openId: null,
};

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,9}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

export function viewFromParams(params: URLSearchParams): InboxViewState {
  const folder = FOLDERS.find(({ view }) => view === params.get('folder'))?.view ?? DEFAULT_VIEW.folder;
  const size = positiveInteger(params.get('size'));
  return {
    folder,
    search: params.get('q') ?? '',
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((option) => option === size) ?? DEFAULT_PAGE_SIZE,
    openId: positiveInteger(params.get('m')),
  };
}

/** The address's parameters for `view`, leaving out the defaults. */
export function paramsFromView(view: InboxViewState): URLSearchParams {
  const params = new URLSearchParams();
  if (view.folder !== DEFAULT_VIEW.folder) params.set('folder', view.folder);
  if (view.search.trim()) params.set('q', view.search.trim());
  if (view.page > 1) params.set('page', String(view.page));
  if (view.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(view.pageSize));
  if (view.openId !== null) params.set('m', String(view.openId));
  return params;
}

/** The listing the view's page needs from the server. */
export function pageQuery(view: InboxViewState): InboxListQuery {
  const query: InboxListQuery = {
    folder: view.folder,
    start: (view.page - 1) * view.pageSize,
    limit: view.pageSize,
  };
  const search = view.search.trim();
  if (search) query.search = search;
  return query;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "21–40 of 57": the messages a page shows, counted from 1. */
export function shownRange(page: number, pageSize: number, shown: number, total: number): string {
  if (shown === 0) return `0 of ${total}`;
  const from = (page - 1) * pageSize + 1;
  return `${from}–${from + shown - 1} of ${total}`;
}

/** The same listing (folder, search, page size): a selection made in it still means something. */
export function listingKey(view: InboxViewState): string {
  return JSON.stringify([view.folder, view.search.trim(), view.page, view.pageSize]);
}
