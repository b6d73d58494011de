import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { TestProviders, testQueryClient } from 'build-presets/testing';
import type { ReactNode } from 'react';
import type { ChatMessage, ChatNewMessage, ChatRoom } from 'tessera-contracts';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import type { RoomMessage } from '../model/room-messages';
import { chatKeys } from './chat-keys';
import { useSendMessage } from './send-message';

let api: DemoApi;
const sendMessage = () => api.route<ChatNewMessage>('POST /api/chat/add');

/** A refusal as the mock-server words it (Frappe's shape, through axios). */
const refusal = (status: number, message: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: {
      status,
      data: { exc_type: 'ValidationError', _server_messages: JSON.stringify([JSON.stringify({ message })]) },
    },
  });

const ELENA = 3;
const message = (id: number, text: string, contactId = ELENA): ChatMessage => ({
  id,
  chatId: 7,
  contactId,
  text,
  time: '2026-06-15T09:00:00.000Z',
  name: contactId === ELENA ? 'Elena Park' : 'Adam Reyes',
  avatar: '',
});
const hello = message(1, 'Hello Adam');
const room: ChatRoom = { chatId: 7, contactId: ELENA, messageList: [hello], recentListUpdated: false };

let client: QueryClient;
const onFailure = jest.fn();

beforeEach(() => {
  jest.resetAllMocks();
  client = testQueryClient();
  client.setQueryData(chatKeys.room(ELENA), room);
  api = installDemoApi();
});

afterEach(() => {
  client.clear();
  api.restore();
});

function renderSend() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={client}>{children}</TestProviders>
  );
  return renderHook(() => useSendMessage(onFailure), { wrapper }).result;
}

const shown = () => (client.getQueryData<ChatRoom>(chatKeys.room(ELENA))?.messageList ?? []) as RoomMessage[];

it('shows the message at once as pending, then the server’s copy in its place', async () => {
  let answer: (messages: ChatMessage[]) => void = () => undefined;
  sendMessage().mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const send = renderSend();
  act(() => send.current(room, 'Hi Elena'));
  await waitFor(() =>
    expect(shown().map((m) => [m.text, m.pending])).toEqual([
      ['Hello Adam', undefined],
      ['Hi Elena', true],
    ]),
  );
  expect(shown()[1]?.id).toBeLessThan(0);
  await waitFor(() => expect(sendMessage()).toHaveBeenCalledWith({ chatId: 7, text: 'Hi Elena' }));

  const saved = message(2, 'Hi Elena', 5);
  await act(async () => answer([hello, saved]));
  await waitFor(() => expect(shown()).toEqual([hello, saved]));
  expect(onFailure).not.toHaveBeenCalled();
});

it('takes a refused message back out and hands its text back with the server’s reason', async () => {
  sendMessage().mockRejectedValue(refusal(417, 'A message must be at most 2000 characters long (this one has 2001)'));
  const send = renderSend();
  act(() => send.current(room, 'y'.repeat(2001)));
  await waitFor(() => expect(onFailure).toHaveBeenCalled());
  expect(shown()).toEqual([hello]);
  expect(onFailure).toHaveBeenCalledWith({
    contactId: ELENA,
    text: 'y'.repeat(2001),
    reason: expect.stringContaining('at most 2000 characters'),
  });
});

it('sends one message after another: the second stays pending after the first is confirmed', async () => {
  const answers: ((messages: ChatMessage[]) => void)[] = [];
  sendMessage().mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  const send = renderSend();
  act(() => {
    send.current(room, 'One');
    send.current(room, 'Two');
  });
  await waitFor(() => expect(shown().map((m) => m.text)).toEqual(['Hello Adam', 'One', 'Two']));
  // Only the first is on the wire.
  await waitFor(() => expect(sendMessage()).toHaveBeenCalled());
  expect(sendMessage()).toHaveBeenCalledTimes(1);

  const one = message(2, 'One', 5);
  await act(async () => answers[0]?.([hello, one]));
  await waitFor(() => expect(sendMessage()).toHaveBeenCalledTimes(2));
  expect(shown().map((m) => [m.text, m.pending === true])).toEqual([
    ['Hello Adam', false],
    ['One', false],
    ['Two', true],
  ]);
  const two = message(3, 'Two', 5);
  await act(async () => answers[1]?.([hello, one, two]));
  await waitFor(() => expect(shown()).toEqual([hello, one, two]));
});

it('a failure after an earlier success removes only the failed message', async () => {
  const saved = message(2, 'Kept', 5);
  sendMessage().mockResolvedValueOnce([hello, saved]).mockRejectedValueOnce(new Error('Network Error'));
  const send = renderSend();
  act(() => {
    send.current(room, 'Kept');
    send.current(room, 'Lost');
  });
  await waitFor(() => expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ text: 'Lost' })));
  expect(shown()).toEqual([hello, saved]);
});
