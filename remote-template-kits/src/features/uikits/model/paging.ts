/** The items on one page (pages count from 1); an out-of-range page holds nothing. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** How many pages `total` items fill, at least one so a pager always has a page to show. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing 6–10 of 24"; "Nothing to show" for an empty list. */
export function pageRangeLabel(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Nothing to show';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${first}–${last} of ${total}`;
}
