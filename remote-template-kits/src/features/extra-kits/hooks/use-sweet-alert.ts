// Promise-based dialogs in the SweetAlert style: `await alerts.confirm(…)`, `await alerts.prompt(…)`,
// `await alerts.result(…)`, so a flow of several questions reads as plain sequential code. One dialog shows
// at a time; asking again while one is open answers the open one as cancelled first.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StringSchema } from 'yup';

export type ResultStatus = 'success' | 'error' | 'warning' | 'info';

export interface ConfirmRequest {
  kind: 'confirm';
  title: string;
  text: string;
  confirmLabel: string;
  /** A destructive question: red confirm button, focus on Cancel. */
  destructive?: boolean;
}

export interface PromptRequest {
  kind: 'prompt';
  title: string;
  text: string;
  label: string;
  confirmLabel: string;
  initialValue?: string;
  /** The rule the answer must meet before the dialog closes (its messages say why not). */
  rule?: StringSchema;
}

export interface ResultRequest {
  kind: 'result';
  status: ResultStatus;
  title: string;
  text: string;
}

export type AlertRequest = ConfirmRequest | PromptRequest | ResultRequest;

/** What the dialog answers: confirm → true/false, prompt → the text or null, result → true once dismissed. */
export type AlertAnswer = boolean | string | null;

export interface SweetAlerts {
  /** The dialog showing, or null. */
  current: AlertRequest | null;
  answer(value: AlertAnswer): void;
  confirm(request: Omit<ConfirmRequest, 'kind'>): Promise<boolean>;
  prompt(request: Omit<PromptRequest, 'kind'>): Promise<string | null>;
  result(request: Omit<ResultRequest, 'kind'>): Promise<void>;
}

const CANCELLED: Record<AlertRequest['kind'], AlertAnswer> = { confirm: false, prompt: null, result: true };

export function useSweetAlert(): SweetAlerts {
  const [current, setCurrent] = useState<AlertRequest | null>(null);
  const pending = useRef<{ request: AlertRequest; resolve: (answer: AlertAnswer) => void } | null>(null);

  const answer = useCallback((value: AlertAnswer) => {
    const open = pending.current;
    pending.current = null;
    open?.resolve(value);
    // A flow that asks its next question right away (in the promise callbacks that run before this timer) keeps
    // the dialog open with the new content, instead of closing and reopening it.
    setTimeout(() => {
      if (!pending.current) setCurrent(null);
    }, 0);
  }, []);

  const ask = useCallback((request: AlertRequest) => {
    const open = pending.current;
    if (open) open.resolve(CANCELLED[open.request.kind]);
    return new Promise<AlertAnswer>((resolve) => {
      pending.current = { request, resolve };
      setCurrent(request);
    });
  }, []);

  // A page left with a dialog open answers it as cancelled, so no flow waits forever.
  useEffect(
    () => () => {
      const open = pending.current;
      pending.current = null;
      if (open) open.resolve(CANCELLED[open.request.kind]);
    },
    [],
  );

  const confirm = useCallback(
    async (request: Omit<ConfirmRequest, 'kind'>) => (await ask({ kind: 'confirm', ...request })) === true,
    [ask],
  );
  const prompt = useCallback(
    async (request: Omit<PromptRequest, 'kind'>) => {
      const value = await ask({ kind: 'prompt', ...request });
      return typeof value === 'string' ? value : null;
    },
    [ask],
  );
  const result = useCallback(
    async (request: Omit<ResultRequest, 'kind'>) => {
      await ask({ kind: 'result', ...request });
    },
    [ask],
  );

  return { current, answer, confirm, prompt, result };
}
