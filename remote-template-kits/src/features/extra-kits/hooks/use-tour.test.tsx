import { act, renderHook } from '@testing-library/react';
import { TOUR_STEPS } from '../model/tour-steps';
import { useTour } from './use-tour';

test('the tour goes through the steps in order, Back stops at the first, Next on the last ends it', () => {
  const { result } = renderHook(() => useTour(TOUR_STEPS));
  expect(result.current).toMatchObject({ step: null, index: null, total: 5, taken: false });
  act(() => result.current.start());
  expect(result.current.step?.target).toBe('stats');
  act(() => result.current.back());
  expect(result.current.index).toBe(0);
  const seen: string[] = [];
  for (let i = 0; i < TOUR_STEPS.length; i += 1) {
    seen.push(result.current.step?.target ?? 'none');
    act(() => result.current.next());
  }
  expect(seen).toEqual(['stats', 'search', 'activity', 'team', 'start']);
  expect(result.current).toMatchObject({ step: null, index: null, taken: true });
});

test('closing mid-way and restarting begins again at the first step', () => {
  const { result } = renderHook(() => useTour(TOUR_STEPS));
  act(() => result.current.start());
  act(() => result.current.next());
  act(() => result.current.next());
  expect(result.current.index).toBe(2);
  act(() => result.current.close());
  expect(result.current.step).toBeNull();
  act(() => result.current.start());
  expect(result.current.index).toBe(0);
});

test('a tour with no steps never opens', () => {
  const { result } = renderHook(() => useTour([]));
  act(() => result.current.start());
  expect(result.current.step).toBeNull();
});
