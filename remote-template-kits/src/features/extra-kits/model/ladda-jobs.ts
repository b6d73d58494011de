// The jobs the Ladda buttons run. Each does real work: requests to the mock server, or a timer whose progress is
// the time that has really passed.
import { fetchListPeople } from '@kits/api/list-people';
import type { LaddaJobContext } from '../hooks/use-ladda-action';

/**
 * The local mock server answers in a few milliseconds, so a spinner alone would only flicker: a request's busy
 * state lasts at least this long, the way real buttons avoid a flash.
 */
export const MIN_BUSY_MS = 700;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('Cancelled'));
    });
  });

export function peopleSentence(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}

/** One GET of the directory. */
export async function loadDirectoryJob({ signal }: LaddaJobContext): Promise<string> {
  const [people] = await Promise.all([fetchListPeople(signal), wait(MIN_BUSY_MS, signal)]);
  return `Loaded the directory: ${peopleSentence(people.length)}.`;
}

/** Requests the directory `rounds` times one after another; the progress is the share of requests answered. */
export function repeatedFetchJob(rounds: number) {
  return async ({ reportProgress, signal }: LaddaJobContext): Promise<string> => {
    let people = 0;
    for (let round = 0; round < rounds; round += 1) {
      const [list] = await Promise.all([fetchListPeople(signal), wait(MIN_BUSY_MS / 2, signal)]);
      people = list.length;
      reportProgress((round + 1) / rounds);
    }
    return `Checked the directory ${rounds} times: ${peopleSentence(people)} each time.`;
  };
}

/** A job of a fixed length; its progress is the time elapsed over the length, measured on each tick. */
export function timedJob(durationMs: number, tickMs = 100) {
  return async ({ reportProgress, signal }: LaddaJobContext): Promise<string> => {
    const started = performance.now();
    for (;;) {
      const elapsed = performance.now() - started;
      reportProgress(elapsed / durationMs);
      if (elapsed >= durationMs) break;
      await wait(Math.min(tickMs, durationMs - elapsed), signal);
    }
    return `The ${durationMs / 1000}-second job finished.`;
  };
}
