import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { TestProviders, testQueryClient } from 'build-presets/testing';
import type { ReactNode } from 'react';
import type { InboxMessage, InboxMessageChanges, InboxPage } from 'tessera-contracts';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import { testMessage, testPage } from '@apps/testing/inbox-fixtures';
import { inboxKeys } from './inbox-keys';
import { useDeleteMessages } from './delete-messages';
import { useMessageFlags } from './update-messages';

let api: DemoApi;
const updateMessages = () => api.route<InboxMessageChanges & { ids: number[] }>('POST /api/inbox/update');
const deleteMessages = () => api.route<{ ids: number[] }>('POST /api/inbox/delete');

/** A refusal as the mock-server words it (Frappe's shape, through axios). */
const refusal = (status: number, excType: string, message: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: { exc_type: excType, _server_messages: JSON.stringify([JSON.stringify({ message })]) } },
  });

const unread = testMessage(1, { read: false, subject: 'Lunch?' });
const other = testMessage(2);
const sent = testMessage(3, { folder: 'sent' });
const inboxQuery = { folder: 'inbox', start: 0, limit: 20 } as const;
const starredQuery = { folder: 'starred', start: 0, limit: 20 } as const;

const feedback = { announce: jest.fn(), fail: jest.fn() };
let client: QueryClient;

beforeEach(() => {
  jest.resetAllMocks();
  client = testQueryClient();
  client.setQueryData(inboxKeys.page(inboxQuery), testPage([unread, other, sent]));
  client.setQueryData(inboxKeys.page(starredQuery), testPage([], { unread: 1 }));
  client.setQueryData(inboxKeys.message(unread.id), unread);
  api = installDemoApi();
});

afterEach(() => {
  client.clear();
  api.restore();
});

function wrapper({ children }: { children: ReactNode }) {
  return <TestProviders queryClient={client}>{children}</TestProviders>;
}

const inboxPage = () => client.getQueryData<InboxPage>(inboxKeys.page(inboxQuery));
const starredPage = () => client.getQueryData<InboxPage>(inboxKeys.page(starredQuery));
/** Whether the pages were marked for reloading from the server (they reload as soon as a page shows them). */
const reloaded = () => client.getQueryState(inboxKeys.page(inboxQuery))?.isInvalidated === true;
const shown = (id: number) => inboxPage()?.messages.find((message) => message.id === id);

/** A request that answers only when the test says so. */
function held<T = void>() {
  let answer: (value: T) => void = () => undefined;
  let refuse: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    refuse = reject;
  });
  return { promise, answer: (value: T) => answer(value), refuse: (error: unknown) => refuse(error) };
}

describe('read and starred', () => {
  it('show at once, in every cached page and message, with the unread count; are sent as one update', async () => {
    const request = held();
    updateMessages().mockReturnValue(request.promise);
    const { result } = renderHook(() => useMessageFlags(feedback), { wrapper });
    act(() => result.current([unread, other], { read: true }));
    await waitFor(() => expect(shown(unread.id)?.read).toBe(true));
    expect(inboxPage()?.unread).toBe(0);
    expect(starredPage()?.unread).toBe(0);
    expect(client.getQueryData<InboxMessage>(inboxKeys.message(unread.id))?.read).toBe(true);
    await waitFor(() => expect(updateMessages()).toHaveBeenCalledWith({ read: true, ids: [1, 2] }));

    await act(async () => request.answer());
    await waitFor(() => expect(feedback.announce).toHaveBeenCalledWith('Marked 2 messages as read.'));
    // Then the lists are reloaded from the server.
    await waitFor(() => expect(reloaded()).toBe(true));
  });

  it('a refused star is taken back, with the reason', async () => {
    updateMessages().mockRejectedValue(refusal(404, 'DoesNotExistError', 'Message 1 not found'));
    const { result } = renderHook(() => useMessageFlags(feedback), { wrapper });
    act(() => result.current([unread], { starred: true }));
    await waitFor(() => expect(feedback.fail).toHaveBeenCalledWith("Couldn't star “Lunch?”. Message 1 not found"));
    expect(shown(unread.id)).toEqual(unread);
    expect(client.getQueryData(inboxKeys.message(unread.id))).toEqual(unread);
  });

  it('a refused "read" puts back only what it changed: a star given meanwhile stays, the unread count too', async () => {
    const read = held();
    const star = held();
    updateMessages().mockImplementation((changes) => (changes.read ? read.promise : star.promise));
    const { result } = renderHook(() => useMessageFlags(feedback), { wrapper });
    act(() => result.current([unread], { read: true }, false));
    await waitFor(() => expect(shown(unread.id)?.read).toBe(true));
    act(() => result.current([{ ...unread, read: true }], { starred: true }));
    await waitFor(() => expect(shown(unread.id)?.starred).toBe(true));

    await act(async () => read.refuse(refusal(417, 'ValidationError', 'read must be true or false')));
    await waitFor(() => expect(feedback.fail).toHaveBeenCalled());
    expect(shown(unread.id)).toMatchObject({ read: false, starred: true });
    expect(inboxPage()?.unread).toBe(1);
    // No reload yet: the star is still on its way, and an answer from before it would undo it on screen.
    expect(reloaded()).toBe(false);

    await act(async () => star.answer());
    await waitFor(() => expect(reloaded()).toBe(true));
  });

  it('the "read" an opened message gets by itself is not announced', async () => {
    updateMessages().mockResolvedValue(undefined);
    const { result } = renderHook(() => useMessageFlags(feedback), { wrapper });
    act(() => result.current([unread], { read: true }, false));
    await waitFor(() => expect(reloaded()).toBe(true));
    expect(feedback.announce).not.toHaveBeenCalled();
  });
});

describe('deleting', () => {
  it('takes the messages off the pages at once, with the total and unread count', async () => {
    const request = held();
    deleteMessages().mockReturnValue(request.promise);
    const { result } = renderHook(() => useDeleteMessages(feedback), { wrapper });
    act(() => result.current([unread, other]));
    await waitFor(() => expect(inboxPage()?.messages).toEqual([sent]));
    expect(inboxPage()).toMatchObject({ total: 1, unread: 0 });
    await waitFor(() => expect(deleteMessages()).toHaveBeenCalledWith({ ids: [1, 2] }));
    await act(async () => request.answer());
    await waitFor(() => expect(feedback.announce).toHaveBeenCalledWith('Deleted 2 messages.'));
  });

  it('puts refused deletions back in their places, keeping changes made meanwhile', async () => {
    const removal = held();
    deleteMessages().mockReturnValue(removal.promise);
    updateMessages().mockResolvedValue(undefined);
    const { result } = renderHook(() => ({ remove: useDeleteMessages(feedback), flags: useMessageFlags(feedback) }), {
      wrapper,
    });
    act(() => result.current.remove([unread, sent]));
    await waitFor(() => expect(inboxPage()?.messages).toEqual([other]));
    act(() => result.current.flags([other], { starred: true }));
    await waitFor(() => expect(shown(other.id)?.starred).toBe(true));

    await act(async () => removal.refuse(refusal(404, 'DoesNotExistError', 'Message 3 not found')));
    await waitFor(() => expect(feedback.fail).toHaveBeenCalledWith("Couldn't delete 2 messages. Message 3 not found"));
    expect(inboxPage()?.messages.map((message) => [message.id, message.starred])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(inboxPage()).toMatchObject({ total: 3, unread: 1 });
  });
});
