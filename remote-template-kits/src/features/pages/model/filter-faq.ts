import type { FaqEntry } from '../content/faq';
import { matchesQuery } from './highlight-parts';

/** The entries whose question or answer contains `query`; every entry for an empty query. */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  return entries.filter((entry) => matchesQuery(entry.question, query) || matchesQuery(entry.answer, query));
}
