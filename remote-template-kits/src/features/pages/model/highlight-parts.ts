/** One run of a text: either part of a match of the query or not. */
export interface TextPart {
  text: string;
  match: boolean;
}

/** The query as it is matched: trimmed, inner spaces collapsed. */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

/** Whether `text` contains `query` (case-insensitive); an empty query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const needle = normalizeQuery(query).toLocaleLowerCase();
  return needle === '' || text.toLocaleLowerCase().includes(needle);
}

/**
 * Splits `text` into the runs that match `query` (case-insensitive, every occurrence) and the runs between, in
 * order, so a component can mark the matches as text: nothing is ever parsed as HTML. Joined back, the parts
 * give `text` unchanged.
 */
export function highlightParts(text: string, query: string): TextPart[] {
  const needle = normalizeQuery(query).toLocaleLowerCase();
  // Lower-casing may change a string's length (e.g. 'İ'); positions would then be wrong, so nothing is marked.
  const haystack = text.toLocaleLowerCase();
  if (needle === '' || haystack.length !== text.length) return text === '' ? [] : [{ text, match: false }];

  const parts: TextPart[] = [];
  let start = 0;
  let found = haystack.indexOf(needle, start);
  while (found !== -1) {
    if (found > start) parts.push({ text: text.slice(start, found), match: false });
    parts.push({ text: text.slice(found, found + needle.length), match: true });
    start = found + needle.length;
    found = haystack.indexOf(needle, start);
  }
  if (start < text.length) parts.push({ text: text.slice(start), match: false });
  return parts;
}
