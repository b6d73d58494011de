// The state of a step-by-step tour: which step shows (or none), and the moves between steps. Next on the last step
// ends the tour; Back on the first stays there. `taken` says the tour has been shown at least once.
import { useCallback, useState } from 'react';

export interface Tour<Step> {
  step: Step | null;
  /** The step's position, from 0; null when the tour is closed. */
  index: number | null;
  total: number;
  taken: boolean;
  start: () => void;
  next: () => void;
  back: () => void;
  close: () => void;
}

export function useTour<Step>(steps: readonly Step[]): Tour<Step> {
  const [index, setIndex] = useState<number | null>(null);
  const [taken, setTaken] = useState(false);
  const total = steps.length;

  const start = useCallback(() => {
    if (total === 0) return;
    setIndex(0);
    setTaken(true);
  }, [total]);
  const next = useCallback(() => setIndex((at) => (at === null || at + 1 >= total ? null : at + 1)), [total]);
  const back = useCallback(() => setIndex((at) => (at === null ? null : Math.max(0, at - 1))), []);
  const close = useCallback(() => setIndex(null), []);

  return { step: index === null ? null : (steps[index] ?? null), index, total, taken, start, next, back, close };
}
