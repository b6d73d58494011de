// Saves a value a moment after the last change, or at once on request; at most one save at a time, and a change
// made while a save runs is saved after it. On leaving the page, a change not yet saved is sent.
import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosaveState =
  { status: 'saved' } | { status: 'unsaved' } | { status: 'saving' } | { status: 'error'; message: string };

export const AUTOSAVE_DELAY_MS = 1000;

interface Autosave<Value> {
  state: AutosaveState;
  /** Records a change; it is saved after the pause. */
  changed: (value: Value) => void;
  /** Saves the latest change now. */
  saveNow: () => void;
}

export function useAutosave<Value>(
  save: (value: Value) => Promise<unknown>,
  describeError: (error: unknown) => string,
  delayMs = AUTOSAVE_DELAY_MS,
): Autosave<Value> {
  const [state, setState] = useState<AutosaveState>({ status: 'saved' });
  const pending = useRef<{ value: Value } | null>(null);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  const describeRef = useRef(describeError);
  useEffect(() => {
    saveRef.current = save;
    describeRef.current = describeError;
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (running.current || pending.current === null) return;
    const { value } = pending.current;
    pending.current = null;
    running.current = true;
    setState({ status: 'saving' });
    saveRef
      .current(value)
      .then(() => {
        running.current = false;
        if (pending.current !== null) flush();
        else setState({ status: 'saved' });
      })
      .catch((error: unknown) => {
        running.current = false;
        // Kept, so Save (or the next change) tries it again.
        pending.current ??= { value };
        setState({ status: 'error', message: describeRef.current(error) });
      });
  }, []);

  const changed = useCallback(
    (value: Value) => {
      pending.current = { value };
      if (!running.current) setState({ status: 'unsaved' });
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      if (pending.current !== null && !running.current) void saveRef.current(pending.current.value).catch(() => {});
    },
    [],
  );

  return { state, changed, saveNow: flush };
}
