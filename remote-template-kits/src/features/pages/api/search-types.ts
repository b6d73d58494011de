// What every search source answers, whatever it searches.

/** One found item, ready to show: its text, where it lives in the app, and a status when it has one. */
export interface SearchHit {
  /** Unique within its source (the document's name). */
  id: string;
  title: string;
  /** A second line: an id, a description. */
  detail?: string;
  /** The app path that shows the item. */
  href: string;
  status?: string;
}

/** A source's answer: the first hits, and whether there were more than those. */
export interface SearchAnswer {
  hits: SearchHit[];
  hasMore: boolean;
}

/** How many hits each group shows; one more is asked for, to know whether there are others. */
export const SEARCH_GROUP_LIMIT = 8;

/** Frappe's `like` pattern for "contains". */
export function containsPattern(query: string): string {
  return `%${query}%`;
}

/** The first SEARCH_GROUP_LIMIT rows, mapped, and whether the server had more. */
export function toAnswer<Row>(rows: Row[], toHit: (row: Row) => SearchHit): SearchAnswer {
  return { hits: rows.slice(0, SEARCH_GROUP_LIMIT).map(toHit), hasMore: rows.length > SEARCH_GROUP_LIMIT };
}

/** Whether any of `texts` contains `query`, ignoring case: for the demo APIs, which answer whole lists. */
export function anyContains(query: string, ...texts: readonly string[]): boolean {
  const needle = query.toLocaleLowerCase();
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
}
