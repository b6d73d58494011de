import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

const isEmpty = (text: string) => text === '';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderDebounced(initial: string) {
  return renderHook(({ value }) => useDebouncedValue(value, 300, isEmpty), { initialProps: { value: initial } });
}

test('follows the value once it has stopped changing for the delay', () => {
  const { result, rerender } = renderDebounced('');
  rerender({ value: 'a' });
  act(() => jest.advanceTimersByTime(200));
  rerender({ value: 'ab' });
  act(() => jest.advanceTimersByTime(200));
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(100));
  expect(result.current).toBe('ab');
});

test('a value that settles at once is returned at once, and the older value does not come back after it', () => {
  const { result, rerender } = renderDebounced('abc');
  rerender({ value: '' });
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(0));
  rerender({ value: 'd' });
  expect(result.current).toBe('');
  act(() => jest.advanceTimersByTime(300));
  expect(result.current).toBe('d');
});
