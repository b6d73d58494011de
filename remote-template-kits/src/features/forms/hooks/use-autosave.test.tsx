import { act, renderHook } from '@testing-library/react';
import { useAutosave } from './use-autosave';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

test('saves the last value once the typing pauses, and says so', async () => {
  const save = jest.fn(() => Promise.resolve());
  const { result } = renderHook(() => useAutosave<string>(save, () => 'failed', 1000));
  act(() => result.current.changed('a'));
  act(() => result.current.changed('ab'));
  expect(result.current.state.status).toBe('unsaved');
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledWith('ab');
  expect(result.current.state.status).toBe('saved');
});

test('a change during a save is saved after it; a failure is shown and Save retries', async () => {
  const first = deferred();
  const save = jest
    .fn<Promise<void>, [string]>()
    .mockReturnValueOnce(first.promise)
    .mockRejectedValueOnce(new Error('x'));
  save.mockResolvedValue(undefined);
  const { result } = renderHook(() => useAutosave<string>(save, () => 'The server said no', 1000));
  act(() => result.current.changed('one'));
  act(() => result.current.saveNow());
  expect(result.current.state.status).toBe('saving');
  act(() => result.current.changed('two'));
  await act(async () => first.resolve());
  expect(save).toHaveBeenLastCalledWith('two');
  expect(result.current.state).toEqual({ status: 'error', message: 'The server said no' });
  await act(async () => result.current.saveNow());
  expect(save).toHaveBeenCalledTimes(3);
  expect(save).toHaveBeenLastCalledWith('two');
  expect(result.current.state.status).toBe('saved');
});
