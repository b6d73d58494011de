// The search page's query, kept in the URL (`?q=`): a link or a reload shows the same results, and Back/Forward
// step through earlier searches. The box updates the URL once typing pauses.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'shared-ui';
import { normalizeQuery } from '../model/highlight-parts';

export const QUERY_PARAM = 'q';
export const TYPING_PAUSE_MS = 300;

export function useSearchQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = normalizeQuery(searchParams.get(QUERY_PARAM) ?? '');
  const [draft, setDraft] = useState(query);
  // The URL query the box last agreed with: when the URL moves elsewhere (Back, Forward, a link), the box follows.
  const [syncedQuery, setSyncedQuery] = useState(query);
  if (query !== syncedQuery) {
    setSyncedQuery(query);
    setDraft(query);
  }

  const showInUrl = useCallback(
    (next: string) => {
      setSyncedQuery(next);
      setSearchParams(next ? { [QUERY_PARAM]: next } : {});
    },
    [setSearchParams],
  );

  useEffect(() => {
    const next = normalizeQuery(draft);
    if (next === syncedQuery) return;
    const timer = setTimeout(() => showInUrl(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, syncedQuery, showInUrl]);

  /** Enter: search now, without waiting for the pause. */
  const submit = () => {
    const next = normalizeQuery(draft);
    if (next !== query) showInUrl(next);
  };

  return { query, draft, setDraft, submit };
}
