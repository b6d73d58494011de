import { act, renderHook } from '@testing-library/react';
import { timedJob } from '../model/ladda-jobs';
import { useLaddaAction, type LaddaJob } from './use-ladda-action';

function deferredJob() {
  const control: { finish: (message: string) => void; fail: (error: Error) => void; report: (n: number) => void } = {
    finish: () => undefined,
    fail: () => undefined,
    report: () => undefined,
  };
  const job: LaddaJob = ({ reportProgress }) =>
    new Promise<string>((resolve, reject) => {
      control.finish = resolve;
      control.fail = reject;
      control.report = reportProgress;
    });
  return { job, control };
}

test('busy while the job runs, with its progress; a second press meanwhile is ignored; then the outcome', async () => {
  const { job, control } = deferredJob();
  const calls = jest.fn(job);
  const { result } = renderHook(() => useLaddaAction(calls));
  let first: Promise<unknown> | undefined;
  act(() => {
    first = result.current.run();
  });
  expect(result.current.busy).toBe(true);
  expect(result.current.progress).toBeNull();
  act(() => control.report(1.7));
  expect(result.current.progress).toBe(1);
  await act(async () => {
    await expect(result.current.run()).resolves.toBeNull();
  });
  expect(calls).toHaveBeenCalledTimes(1);
  await act(async () => {
    control.finish('Done.');
    await first;
  });
  expect(result.current.busy).toBe(false);
  expect(result.current.outcome).toEqual({ ok: true, message: 'Done.' });
});

test('a failing job ends the busy state and says why', async () => {
  const { job, control } = deferredJob();
  const { result } = renderHook(() => useLaddaAction(job));
  let run: Promise<unknown> | undefined;
  act(() => {
    run = result.current.run();
  });
  await act(async () => {
    control.fail(new Error('Network Error'));
    await run;
  });
  expect(result.current).toMatchObject({ busy: false, outcome: { ok: false, message: 'Network Error' } });
});

test('a timed job reports the elapsed share of its length and ends at 1', async () => {
  jest.useFakeTimers();
  try {
    const reported: number[] = [];
    const done = timedJob(
      1000,
      250,
    )({
      reportProgress: (fraction) => reported.push(fraction),
      signal: new AbortController().signal,
    });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBe('The 1-second job finished.');
    expect(reported[0]).toBe(0);
    expect(reported.at(-1)).toBeGreaterThanOrEqual(1);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
  } finally {
    jest.useRealTimers();
  }
});
