// A span of days as Frappe filters that a list and its count read alike. Frappe's list query takes an empty date
// as earlier than every date ("<" and "<=" match it) where frappe.client.get_count matches it with no bound; and
// a "between" on a datetime column covers the whole last day in a list but stops at its midnight in a count.
// So the date must be set, and the span runs from its first day to before the day after it.

/** Days as YYYY-MM-DD; either end may be left open. */
export interface DaySpan {
  /** The first day in the span. */
  from?: string;
  /** The first day after the span (not in it). */
  before?: string;
}

/** Filters for documents whose date or datetime `field` is set and falls within `span`. */
export function dateSpanFilters(field: string, span: DaySpan): Array<[string, string, string]> {
  const filters: Array<[string, string, string]> = [[field, 'is', 'set']];
  if (span.from) filters.push([field, '>=', span.from]);
  if (span.before) filters.push([field, '<', span.before]);
  return filters;
}
