import { useCallback, useEffect, useState } from 'react';
import { readableError } from 'shared-auth';

export type AsyncState<Data> =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; data: Data };

export type AsyncResult<Data> = AsyncState<Data> & { retry: () => void };

/**
 * Runs `load` on mount, whenever `load` changes (keep it stable: a module function or a useCallback) and on
 * `retry`. A superseded or unmounted load is aborted and its answer ignored.
 */
export function useAsync<Data>(load: (signal: AbortSignal) => Promise<Data>): AsyncResult<Data> {
  const [state, setState] = useState<AsyncState<Data>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: readableError(error) });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
