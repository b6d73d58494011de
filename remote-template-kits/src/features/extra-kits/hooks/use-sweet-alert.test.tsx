import { act, renderHook } from '@testing-library/react';
import { useSweetAlert } from './use-sweet-alert';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const confirmRequest = { title: 'Delete?', text: 'Sure?', confirmLabel: 'Delete' };
const promptRequest = { title: 'Name', text: 'Your name', label: 'Name', confirmLabel: 'OK' };

test('a confirm answers what was pressed; the dialog closes once no other question follows', async () => {
  const { result } = renderHook(() => useSweetAlert());
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = result.current.confirm(confirmRequest);
  });
  expect(result.current.current).toEqual({ kind: 'confirm', ...confirmRequest });
  act(() => result.current.answer(true));
  await expect(answer).resolves.toBe(true);
  act(() => jest.runOnlyPendingTimers());
  expect(result.current.current).toBeNull();
});

test('a chain keeps the dialog open from one question to the next', async () => {
  const { result } = renderHook(() => useSweetAlert());
  let flow: Promise<string> | undefined;
  act(() => {
    flow = (async () => {
      const name = await result.current.prompt(promptRequest);
      const sure = await result.current.confirm({ ...confirmRequest, title: `Invite ${name}?` });
      return sure ? `invited ${name}` : 'stopped';
    })();
  });
  await act(async () => result.current.answer('Ana'));
  expect(result.current.current).toMatchObject({ kind: 'confirm', title: 'Invite Ana?' });
  act(() => jest.runOnlyPendingTimers());
  expect(result.current.current).toMatchObject({ kind: 'confirm', title: 'Invite Ana?' });
  await act(async () => result.current.answer(false));
  await expect(flow).resolves.toBe('stopped');
});

test('asking again answers the open question as cancelled; leaving the page does too', async () => {
  const { result, unmount } = renderHook(() => useSweetAlert());
  let first: Promise<string | null> | undefined;
  let second: Promise<boolean> | undefined;
  act(() => {
    first = result.current.prompt(promptRequest);
  });
  act(() => {
    second = result.current.confirm(confirmRequest);
  });
  await expect(first).resolves.toBeNull();
  unmount();
  await expect(second).resolves.toBe(false);
});
