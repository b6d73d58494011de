import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from 'build-presets/testing';
import { deliverRealtimeEvent } from 'shared-auth/testing';
import type { ChatContact, ChatMessage, ChatNewMessage, ChatRecentContact, ChatRoom } from 'tessera-contracts';
import { installDemoApi, type DemoApi } from '@apps/testing/demo-api-server';
import ChatPage from './ChatPage';

let api: DemoApi;
const fetchRecentContacts = () => api.route('GET /api/chat/contacts/recent');
const fetchAllContacts = () => api.route('GET /api/chat/contacts/all');
const openRoom = () => api.route<{ contactId: number }>('POST /api/chat/chat-room');
const sendMessage = () => api.route<ChatNewMessage>('POST /api/chat/add');

// Chakra's components under jsdom on a shared two-core machine.
jest.setTimeout(30_000);

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const person = (id: number, name: string, email: string): ChatContact => ({
  id,
  name,
  email,
  avatar: '',
  status: 'offline',
  mood: '',
});
const elena = person(3, 'Elena Park', 'editor@tessera.dev');
const sofia = person(1, 'Sofia Alvarez', 'sa@tessera.dev');
const gus = person(4, 'Gus Turner', 'guest@tessera.dev');

const conversation = (contact: ChatContact, chatId: number, extra: Partial<ChatRecentContact>): ChatRecentContact => ({
  ...contact,
  chatId,
  contactId: contact.id,
  unread: 0,
  lastChatTime: ago(MINUTE),
  lastMessage: '',
  lastSenderId: contact.id,
  ...extra,
});

const message = (id: number, from: ChatContact | 'me', text: string, time: string): ChatMessage => ({
  id,
  chatId: 7,
  contactId: from === 'me' ? 2 : from.id,
  text,
  time,
  name: from === 'me' ? 'Adam Reyes' : from.name,
  avatar: '',
});

const yesterday = new Date();
yesterday.setDate(yesterday.getDate() - 1);
yesterday.setHours(12, 0, 0, 0);
const roomWithElena: ChatRoom = {
  chatId: 7,
  contactId: elena.id,
  recentListUpdated: false,
  messageList: [
    message(1, elena, 'Did you look at the filters?', yesterday.toISOString()),
    message(2, 'me', 'Yes, one bug left.', ago(3 * MINUTE)),
    message(3, elena, 'Could you check it before the release?', ago(MINUTE)),
  ],
};

/** A refusal as the mock-server words it (Frappe's shape, through axios). */
const refusal = (status: number, message: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: {
      status,
      data: { exc_type: 'ValidationError', _server_messages: JSON.stringify([JSON.stringify({ message })]) },
    },
  });

beforeEach(() => {
  jest.resetAllMocks();
  api = installDemoApi();
  fetchRecentContacts().mockResolvedValue([
    conversation(elena, 7, { unread: 2, lastChatTime: ago(38 * MINUTE), lastMessage: 'Could you check it?' }),
    conversation(sofia, 8, { lastChatTime: ago(5 * 24 * 60 * MINUTE), lastMessage: 'Done', lastSenderId: 2 }),
  ]);
  fetchAllContacts().mockResolvedValue([elena, gus, sofia]);
  openRoom().mockResolvedValue(roomWithElena);
});

afterEach(() => api.restore());

function show(path = '/chat') {
  const user = userEvent.setup();
  renderPage(<ChatPage />, { route: '/chat', path });
  return user;
}

const conversations = () => screen.getByRole('region', { name: 'Conversations' });

describe('the contact list', () => {
  it('lists the conversations, latest first, with how long ago, the last message and unread counts', async () => {
    show();
    const first = await within(conversations()).findByRole('button', { name: /Elena Park/ });
    expect(first).toHaveTextContent('38 minutes ago');
    expect(first).toHaveTextContent('Could you check it?');
    expect(first).toHaveTextContent('2 unread messages');
    const second = within(conversations()).getByRole('button', { name: /Sofia Alvarez/ });
    expect(second).toHaveTextContent('5 days ago');
    // The last message was the user's own.
    expect(second).toHaveTextContent('You: Done');
    expect(second).not.toHaveTextContent('unread');
    expect(screen.getByRole('tab', { name: /Recent/ })).toHaveTextContent('2 unread');
  });

  it('searches by name or address, in the tab shown', async () => {
    const user = show();
    await within(conversations()).findByRole('button', { name: /Elena Park/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'sa@');
    expect(within(conversations()).queryByRole('button', { name: /Elena Park/ })).not.toBeInTheDocument();
    expect(within(conversations()).getByRole('button', { name: /Sofia Alvarez/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All contacts' }));
    await user.clear(screen.getByRole('searchbox', { name: 'Search people' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search people' }), 'nobody');
    expect(await screen.findByText('No one matches “nobody”')).toBeInTheDocument();
  });

  it('says how to begin when there is no conversation yet, and shows a failed load with Retry', async () => {
    fetchRecentContacts().mockResolvedValueOnce([]);
    fetchAllContacts().mockRejectedValueOnce(refusal(500, 'The database is unavailable'));
    const user = show();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All contacts' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(conversations()).findByRole('button', { name: /Gus Turner/ })).toBeInTheDocument();
  });
});

describe('a conversation', () => {
  it('opens from the list, by day, own messages marked as such; Back returns to the list, read', async () => {
    const user = show();
    await user.click(await within(conversations()).findByRole('button', { name: /Elena Park/ }));
    // jsdom has the width of a phone: the conversation takes the place of the list.
    expect(screen.queryByRole('region', { name: 'Conversations' })).not.toBeInTheDocument();
    const log = await screen.findByRole('log', { name: 'Messages with Elena Park' });
    await waitFor(() => expect(openRoom()).toHaveBeenCalledWith({ contactId: elena.id }));
    await within(log).findByText('Could you check it before the release?');
    expect(
      within(log)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Yesterday', 'Today']);
    const bubbles = within(log).getAllByRole('listitem');
    expect(bubbles.map((bubble) => bubble.dataset.own)).toEqual(['false', 'true', 'false']);
    expect(bubbles[1]).toHaveTextContent('You: Yes, one bug left.');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const item = within(conversations()).getByRole('button', { name: /Elena Park/ });
    expect(item).toHaveFocus();
    expect(item).not.toHaveTextContent('unread');
  });

  it('shows markup as the text it is', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    openRoom().mockResolvedValue({
      ...roomWithElena,
      messageList: [message(9, elena, hostile, ago(MINUTE))],
    });
    show('/chat?with=3');
    const log = await screen.findByRole('log', { name: 'Messages with Elena Park' });
    expect(await within(log).findByText(hostile)).toBeInTheDocument();
    expect(log.querySelector('img')).toBeNull();
  });

  it('Enter sends, Shift+Enter breaks the line; the message shows while it is sent', async () => {
    let answer: (messages: ChatMessage[]) => void = () => undefined;
    sendMessage().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = show('/chat?with=3');
    const field = await screen.findByRole('textbox', { name: 'Message Elena Park' });
    await screen.findByText('Could you check it before the release?');
    await user.type(field, 'Checked.{Shift>}{Enter}{/Shift}Ship it');
    expect(field).toHaveValue('Checked.\nShip it');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sendMessage()).toHaveBeenCalledWith({ chatId: 7, text: 'Checked.\nShip it' }));
    expect(field).toHaveValue('');
    const log = screen.getByRole('log');
    const sending = within(log).getAllByRole('listitem').at(-1);
    expect(sending).toHaveTextContent('Sending…');
    expect(sending).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => answer([...roomWithElena.messageList, message(4, 'me', 'Checked.\nShip it', ago(0))]));
    await waitFor(() => expect(within(log).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(log).getAllByRole('listitem')).toHaveLength(4);
  });

  it('does not send an empty message, and says when one is too long', async () => {
    const user = show('/chat?with=3');
    const field = await screen.findByRole('textbox', { name: 'Message Elena Park' });
    await screen.findByText('Could you check it before the release?');
    await user.type(field, '   {Enter}');
    expect(sendMessage()).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(field);
    await user.click(field);
    await user.paste('z'.repeat(2001));
    expect(screen.getByText('Too long to send: 2,001 of at most 2,000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('a refused message comes back to the composer with the reason, and Retry sends it again', async () => {
    sendMessage().mockRejectedValueOnce(refusal(417, 'A message cannot be empty'));
    const user = show('/chat?with=3');
    const field = await screen.findByRole('textbox', { name: 'Message Elena Park' });
    await screen.findByText('Could you check it before the release?');
    await user.type(field, 'Lost in the network{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not sent');
    expect(alert).toHaveTextContent('A message cannot be empty');
    expect(field).toHaveValue('Lost in the network');
    expect(within(screen.getByRole('log')).queryByText('Lost in the network')).not.toBeInTheDocument();

    sendMessage().mockResolvedValueOnce([
      ...roomWithElena.messageList,
      message(5, 'me', 'Lost in the network', ago(0)),
    ]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sendMessage()).toHaveBeenLastCalledWith({ chatId: 7, text: 'Lost in the network' }));
    expect(field).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await within(screen.getByRole('log')).findByText('Lost in the network')).toBeInTheDocument();
  });

  it('says why a conversation cannot be opened', async () => {
    openRoom().mockRejectedValue(
      Object.assign(refusal(404, 'Contact 99 not found'), {
        response: {
          status: 404,
          data: {
            exc_type: 'DoesNotExistError',
            _server_messages: JSON.stringify([JSON.stringify({ message: 'Contact 99 not found' })]),
          },
        },
      }),
    );
    show('/chat?with=99');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't open this conversation");
    expect(alert).toHaveTextContent('Contact 99 not found');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

describe('live updates', () => {
  /** The demo service's announcement of a new message in room `chatId`. */
  const newMessage = (id: number, chatId = 7, user = 'editor@tessera.dev') => ({
    collection: 'chat-message',
    name: id,
    user,
    parent: { collection: 'chat-room', name: chatId },
  });
  const fromElena = message(4, elena, 'Found it, fixed.', ago(0));

  it('a message in the open conversation shows as soon as it is announced', async () => {
    show('/chat?with=3');
    const log = await screen.findByRole('log', { name: 'Messages with Elena Park' });
    await within(log).findByText('Could you check it before the release?');
    expect(openRoom()).toHaveBeenCalledTimes(1);
    openRoom().mockResolvedValue({ ...roomWithElena, messageList: [...roomWithElena.messageList, fromElena] });
    act(() => deliverRealtimeEvent('demo_update', newMessage(4)));
    expect(await within(log).findByText('Found it, fixed.')).toBeInTheDocument();
    expect(openRoom()).toHaveBeenCalledTimes(2);
  });

  it('a changed conversation reads the list, a changed person the contacts; another room’s message reads nothing', async () => {
    show();
    const sofiaInList = await within(conversations()).findByRole('button', { name: /Sofia Alvarez/ });
    expect(fetchRecentContacts()).toHaveBeenCalledTimes(1);
    act(() => deliverRealtimeEvent('demo_update', newMessage(5, 8, 'sa@tessera.dev')));
    expect(openRoom()).not.toHaveBeenCalled();

    fetchRecentContacts().mockResolvedValue([
      conversation(sofia, 8, { unread: 1, lastChatTime: ago(0), lastMessage: 'Lunch?' }),
      conversation(elena, 7, { unread: 2, lastChatTime: ago(38 * MINUTE), lastMessage: 'Could you check it?' }),
    ]);
    act(() => deliverRealtimeEvent('demo_update', { collection: 'chat-room', name: 8, user: 'sa@tessera.dev' }));
    await waitFor(() => expect(sofiaInList).toHaveTextContent('1 unread message'));
    expect(sofiaInList).toHaveTextContent('Lunch?');
    expect(fetchRecentContacts()).toHaveBeenCalledTimes(2);
    expect(fetchAllContacts()).toHaveBeenCalledTimes(1);
    expect(openRoom()).not.toHaveBeenCalled();

    // A person changed (here, seen again): the contacts are read, and the list, which shows them too.
    fetchAllContacts().mockResolvedValue([elena, gus, { ...sofia, status: 'online' }]);
    act(() =>
      deliverRealtimeEvent('demo_update', { collection: 'chat-contact', name: sofia.id, user: 'sa@tessera.dev' }),
    );
    await waitFor(() => expect(fetchAllContacts()).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(fetchRecentContacts()).toHaveBeenCalledTimes(3));
    expect(openRoom()).not.toHaveBeenCalled();
  });

  it('while a message of this page is on its way the room is not read; a message sent meanwhile shows after it', async () => {
    let answer: (messages: ChatMessage[]) => void = () => undefined;
    sendMessage().mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = show('/chat?with=3');
    const field = await screen.findByRole('textbox', { name: 'Message Elena Park' });
    const log = await screen.findByRole('log', { name: 'Messages with Elena Park' });
    await within(log).findByText('Could you check it before the release?');
    await user.type(field, 'On it.{Enter}');
    await waitFor(() => expect(sendMessage()).toHaveBeenCalled());

    // The server has this page's message (5), then Elena's (6), announced while the send's answer is on its way.
    const mine = message(5, 'me', 'On it.', ago(0));
    const hers = message(6, elena, 'Thanks!', ago(0));
    openRoom().mockResolvedValue({ ...roomWithElena, messageList: [...roomWithElena.messageList, mine, hers] });
    act(() => deliverRealtimeEvent('demo_update', newMessage(5, 7, 'adam@tessera.dev')));
    act(() => deliverRealtimeEvent('demo_update', newMessage(6)));
    expect(openRoom()).toHaveBeenCalledTimes(1);
    expect(within(log).getByText('On it.')).toBeInTheDocument();

    await act(async () => answer([...roomWithElena.messageList, mine]));
    expect(await within(log).findByText('Thanks!')).toBeInTheDocument();
    expect(within(log).getByText('On it.')).toBeInTheDocument();
    expect(within(log).queryByText('Sending…')).not.toBeInTheDocument();
    // Read once, for Elena's message: this page's own was in the send's answer.
    expect(openRoom()).toHaveBeenCalledTimes(2);
  });
});
