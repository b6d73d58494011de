// Runs one async job behind a Ladda button: busy while it runs, its progress (0 to 1, or null when the job does not
// report any), and what came of it. A second press while busy is ignored; leaving the page cancels the job.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LaddaJobContext {
  /** The share of the job done, 0 to 1. */
  reportProgress: (fraction: number) => void;
  signal: AbortSignal;
}

/** A job answers the sentence that tells the person how it went. */
export type LaddaJob = (context: LaddaJobContext) => Promise<string>;

export interface LaddaOutcome {
  ok: boolean;
  message: string;
}

export interface LaddaAction {
  busy: boolean;
  progress: number | null;
  outcome: LaddaOutcome | null;
  run: () => Promise<LaddaOutcome | null>;
}

export function useLaddaAction(job: LaddaJob): LaddaAction {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<LaddaOutcome | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async () => {
    if (running.current) return null;
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setProgress(null);
    let result: LaddaOutcome;
    try {
      const message = await job({
        reportProgress: (fraction) => setProgress(Math.min(1, Math.max(0, fraction))),
        signal: controller.signal,
      });
      result = { ok: true, message };
    } catch (error) {
      result = { ok: false, message: error instanceof Error ? error.message : 'The job failed.' };
    }
    if (controller.signal.aborted) return null;
    running.current = null;
    setBusy(false);
    setOutcome(result);
    return result;
  }, [job]);

  return { busy, progress, outcome, run };
}
