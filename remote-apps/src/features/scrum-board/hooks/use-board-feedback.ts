import { useMemo, useState } from 'react';
import type { BoardFeedback } from '../api/use-board-write';

/** The page's screen-reader announcement and its latest failure message, and what writes report to. */
export function useBoardFeedback() {
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const feedback = useMemo<BoardFeedback>(() => ({ announce: setAnnouncement, fail: setError }), []);
  return { announcement, error, dismissError: () => setError(null), feedback };
}
