import { useMemo, useState } from 'react';
import type { TodoFeedback } from '../types';

export interface PageFeedback {
  /** The last completed change, for screen readers. */
  announcement: string;
  /** The latest failure of a change that has no dialog or form of its own to show it. */
  error: string | null;
  dismissError: () => void;
  /** What changes report to; stable, so it can be handed to any component. */
  feedback: TodoFeedback;
}

export function usePageFeedback(): PageFeedback {
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const feedback = useMemo<TodoFeedback>(() => ({ announce: setAnnouncement, fail: setError }), []);
  return { announcement, error, dismissError: () => setError(null), feedback };
}
