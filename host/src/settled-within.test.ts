import { settledWithin } from './settled-within';

it('resolves when the promise settles, or at the bound when it does not', async () => {
  jest.useFakeTimers();
  try {
    let resolved = false;
    void settledWithin(new Promise(() => undefined), 1000).then(() => (resolved = true));
    await jest.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
    await expect(settledWithin(Promise.reject(new Error('x')), 1000)).resolves.toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});
