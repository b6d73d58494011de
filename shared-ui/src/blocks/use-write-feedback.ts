// What a page's writes report to, and the state its WriteFeedback shows: the demo apps' pages share both.
import { useMemo, useState } from 'react';

/**
 * Where a change reports back to the page: a polite screen-reader announcement once it is saved, or a message
 * for the page's alert when it failed and has no dialog or form of its own to show it.
 */
export interface WriteFeedbackTarget {
  announce: (message: string) => void;
  fail: (message: string) => void;
}

export function useWriteFeedback() {
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Stable, so it can be handed to any component.
  const feedback = useMemo<WriteFeedbackTarget>(() => ({ announce: setAnnouncement, fail: setProblem }), []);
  return { announcement, problem, dismissProblem: () => setProblem(null), feedback };
}
