// The chat demo API (docs/demo-api.md, /api/chat/*) over HTTP: every endpoint's answer, the sample
// conversations, sending and unread counts between two signed-in users, errors in Frappe's 4xx shape, and that
// nobody reads a conversation they are not in. Then the same app beside a Frappe site (demo-only mode), where
// the service holds no accounts and learns its people from the sessions it sees.

import {
  CHAT_MESSAGE_MAX,
  type ChatContact,
  type ChatMessage,
  type ChatRecentContact,
  type ChatRoom,
  type ChatVersion,
} from 'tessera-contracts';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, startServer, USERS, type TestServer } from './helpers/server';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const served = serveForTests({ user: USERS.admin });
const admin = () => served.client;
let editor: Client;
let guest: Client;
let sa: Client;

beforeAll(async () => {
  editor = await loggedIn(served.server.baseUrl, USERS.editor);
  guest = await loggedIn(served.server.baseUrl, USERS.guest);
  sa = await loggedIn(served.server.baseUrl, USERS.sa);
});

async function me(client: Client): Promise<ChatContact> {
  const res = await client.get<ChatContact>('/api/chat/contacts');
  expect(res.status).toBe(200);
  return res.body;
}

async function contactNamed(client: Client, name: string): Promise<ChatContact> {
  const all = (await client.get<ChatContact[]>('/api/chat/contacts/all')).body;
  const found = all.find((contact) => contact.name === name);
  if (!found) throw new Error(`${name} is not among ${all.map((contact) => contact.name).join(', ')}`);
  return found;
}

async function recent(client: Client): Promise<ChatRecentContact[]> {
  const res = await client.get<ChatRecentContact[]>('/api/chat/contacts/recent');
  expect(res.status).toBe(200);
  return res.body;
}

/** Opens the conversation, as the app does when the user opens it: begun if need be, and read. */
async function openRoom(client: Client, contactId: number | string): Promise<ChatRoom> {
  const res = await client.post<ChatRoom>('/api/chat/chat-room', { contactId });
  expect(res.status).toBe(200);
  return res.body;
}

const version = async (client: Client) => (await client.get<ChatVersion>('/api/chat/version')).body.version;

describe('reading', () => {
  it('GET /api/chat/contacts answers the signed-in user without an id, and anyone by id', async () => {
    const adam = await me(admin());
    expect(adam).toEqual({
      id: expect.any(Number),
      name: 'Adam Reyes',
      email: USERS.admin,
      avatar: '',
      // Seen just now.
      status: 'online',
      mood: 'Release week',
    });
    const byId = await admin().get<ChatContact>('/api/chat/contacts', { id: adam.id });
    expect(byId.body).toEqual(adam);
    const missing = await admin().get('/api/chat/contacts', { id: 99999 });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing, 'DoesNotExistError')).toBe('Contact 99999 not found');
    const malformed = await admin().get('/api/chat/contacts', { id: 'abc' });
    expect(malformed.status).toBe(417);
    expect(errorMessage(malformed, 'ValidationError')).toBe('id must be a whole number, got "abc"');
  });

  it('GET /api/chat/contacts/all lists everyone else by name, the demo users to begin with', async () => {
    const all = (await admin().get<ChatContact[]>('/api/chat/contacts/all')).body;
    const names = all.map((contact) => contact.name);
    expect(names).toEqual(expect.arrayContaining(['Elena Park', 'Gus Turner', 'Sofia Alvarez']));
    expect(names).not.toContain('Adam Reyes');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(Object.keys(itemAt(all, 0)).sort()).toEqual(['avatar', 'email', 'id', 'mood', 'name', 'status']);
  });

  it('GET /api/chat/contacts/recent lists the sample conversations, latest first, with unread counts', async () => {
    const list = await recent(sa);
    // Sofia's own view, untouched by the other tests: Adam 5 days ago, Elena 40 days ago.
    expect(list.map((entry) => entry.name)).toEqual(['Adam Reyes', 'Elena Park']);
    const adam = itemAt(list, 0);
    expect(adam).toEqual({
      id: adam.contactId,
      name: 'Adam Reyes',
      email: USERS.admin,
      avatar: '',
      status: expect.stringMatching(/^(online|offline)$/),
      mood: 'Release week',
      chatId: expect.any(Number),
      contactId: adam.id,
      unread: 0,
      lastChatTime: expect.stringMatching(ISO),
      lastMessage: 'Done, they are in.',
      lastSenderId: adam.id,
    });
    expect(Date.parse(adam.lastChatTime)).toBeGreaterThan(Date.parse(itemAt(list, 1).lastChatTime));
  });

  it('GET /api/chat/chat-room answers the conversation oldest first without reading it; POST opens and reads it', async () => {
    const before = await recent(admin());
    const elena = before.find((entry) => entry.name === 'Elena Park');
    expect(elena?.unread).toBe(2);
    expect(elena?.lastMessage).toBe('Could you check it before the release?');
    const versionBefore = await version(admin());

    const read = await admin().get<ChatRoom>('/api/chat/chat-room', { contactId: elena?.contactId ?? 0 });
    expect(read.status).toBe(200);
    // A GET changes nothing: any page of the same site can make the browser send one.
    expect((await recent(admin())).find((entry) => entry.name === 'Elena Park')?.unread).toBe(2);
    expect(await version(admin())).toBe(versionBefore);

    const room = await openRoom(admin(), elena?.contactId ?? 0);
    expect(read.body).toEqual(room);
    expect(room).toEqual({
      chatId: elena?.chatId,
      contactId: elena?.contactId,
      messageList: expect.any(Array),
      recentListUpdated: false,
    });
    expect(room.messageList).toHaveLength(6);
    const first = itemAt(room.messageList, 0);
    expect(first).toEqual({
      id: expect.any(Number),
      chatId: room.chatId,
      contactId: elena?.contactId,
      text: 'Morning Adam! Did you get a chance to look at the blog listing filters?',
      time: expect.stringMatching(ISO),
      name: 'Elena Park',
      avatar: '',
    });
    // A newline in a message is kept.
    expect(itemAt(room.messageList, 2).text).toBe(
      'Reviewed. The category filter resets when you go back a page.\nCan you take a look?',
    );
    const times = room.messageList.map((message) => Date.parse(message.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const after = await recent(admin());
    expect(after.find((entry) => entry.name === 'Elena Park')?.unread).toBe(0);
    // Elena's side is untouched by Adam's reading.
    expect((await recent(editor)).find((entry) => entry.name === 'Adam Reyes')?.unread).toBe(0);
  });

  it('GET /api/chat answers a room’s messages by chatId (or id), as the original did', async () => {
    const room = await openRoom(admin(), (await contactNamed(admin(), 'Sofia Alvarez')).id);
    const byChatId = await admin().get<ChatMessage[]>('/api/chat', { chatId: room.chatId });
    expect(byChatId.status).toBe(200);
    expect(byChatId.body).toEqual(room.messageList);
    expect((await admin().get<ChatMessage[]>('/api/chat', { id: room.chatId })).body).toEqual(room.messageList);
    const missing = await admin().get('/api/chat', { chatId: 99999 });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing, 'DoesNotExistError')).toBe('Chat 99999 not found');
    const none = await admin().get('/api/chat');
    expect(none.status).toBe(417);
    expect(errorMessage(none, 'ValidationError')).toBe('chatId is required');
  });

  it('opening a conversation with someone new begins it, empty, and it is listed once it has a message', async () => {
    const gus = await contactNamed(sa, 'Gus Turner');
    // Reading one that has not begun begins nothing.
    const notYet = await sa.get('/api/chat/chat-room', { contactId: gus.id });
    expect(notYet.status).toBe(404);
    expect(errorMessage(notYet, 'DoesNotExistError')).toBe('There is no conversation with Gus Turner yet');
    const room = await openRoom(sa, gus.id);
    expect(room).toEqual({ chatId: expect.any(Number), contactId: gus.id, messageList: [], recentListUpdated: true });
    const again = await openRoom(sa, gus.id);
    expect(again).toMatchObject({ chatId: room.chatId, recentListUpdated: false });
    expect((await recent(sa)).map((entry) => entry.name)).not.toContain('Gus Turner');

    // Gus opening it finds the same room.
    const sofia = await contactNamed(guest, 'Sofia Alvarez');
    expect((await openRoom(guest, sofia.id)).chatId).toBe(room.chatId);

    const sent = await sa.post<ChatMessage[]>('/api/chat/add', { chatId: room.chatId, text: 'Hello Gus' });
    expect(sent.status).toBe(200);
    expect(itemAt(await recent(sa), 0)).toMatchObject({ name: 'Gus Turner', lastMessage: 'Hello Gus', unread: 0 });
  });
});

describe('sending between two users', () => {
  it('a message from Adam reaches Elena: her unread count, preview and version change; reading clears it', async () => {
    const elena = await contactNamed(admin(), 'Elena Park');
    const adam = await me(admin());
    const room = await openRoom(admin(), elena.id);
    const versionBefore = await version(editor);
    const sofiasVersion = await version(sa);

    const text = '  Release notes are ready.\nPlease check the second section.  ';
    const sent = await admin().post<ChatMessage[]>('/api/chat/add', { chatId: room.chatId, text });
    expect(sent.status).toBe(200);
    const last = itemAt(sent.body, -1);
    expect(sent.body).toHaveLength(room.messageList.length + 1);
    expect(last).toEqual({
      id: expect.any(Number),
      chatId: room.chatId,
      contactId: adam.id,
      // Surrounding spaces go; the newline stays.
      text: 'Release notes are ready.\nPlease check the second section.',
      time: expect.stringMatching(ISO),
      name: 'Adam Reyes',
      avatar: '',
    });

    expect(await version(editor)).not.toBe(versionBefore);
    // Sofia is not in that conversation: nothing she sees changed.
    expect(await version(sa)).toBe(sofiasVersion);
    const hers = itemAt(await recent(editor), 0);
    expect(hers).toMatchObject({
      name: 'Adam Reyes',
      chatId: room.chatId,
      unread: 1,
      lastMessage: 'Release notes are ready. Please check the second section.',
      lastSenderId: adam.id,
    });
    // The sender has nothing unread.
    expect((await recent(admin())).find((entry) => entry.chatId === room.chatId)?.unread).toBe(0);

    // A second message counts two; Elena opening the room reads both.
    await admin().post('/api/chat/add', { chatId: room.chatId, text: 'And the third.' });
    expect(itemAt(await recent(editor), 0).unread).toBe(2);
    const opened = await openRoom(editor, adam.id);
    expect(itemAt(opened.messageList, -1).text).toBe('And the third.');
    expect(itemAt(await recent(editor), 0).unread).toBe(0);

    // Her answer reaches Adam.
    await editor.post('/api/chat/add', { chatId: room.chatId, text: 'Checked, looks good.' });
    expect((await recent(admin())).find((entry) => entry.chatId === room.chatId)).toMatchObject({
      unread: 1,
      lastMessage: 'Checked, looks good.',
      lastSenderId: elena.id,
    });
  });

  it('reading what is already read leaves the version as it was (polling settles)', async () => {
    const elena = await contactNamed(admin(), 'Elena Park');
    await openRoom(admin(), elena.id);
    const settled = await version(admin());
    await openRoom(admin(), elena.id);
    expect(await version(admin())).toBe(settled);
  });

  it('text is only ever text: markup is stored and answered as written', async () => {
    const room = await openRoom(admin(), (await contactNamed(admin(), 'Elena Park')).id);
    const hostile = '<img src=x onerror=alert(1)>';
    const sent = await admin().post<ChatMessage[]>('/api/chat/add', { chatId: room.chatId, text: hostile });
    expect(itemAt(sent.body, -1).text).toBe(hostile);
  });

  it('a message of exactly the limit is taken', async () => {
    const room = await openRoom(admin(), (await contactNamed(admin(), 'Gus Turner')).id);
    const sent = await admin().post<ChatMessage[]>('/api/chat/add', {
      chatId: room.chatId,
      text: 'x'.repeat(CHAT_MESSAGE_MAX),
    });
    expect(sent.status).toBe(200);
    expect(itemAt(sent.body, -1).text).toHaveLength(CHAT_MESSAGE_MAX);
    expect(itemAt(await recent(admin()), 0).lastMessage).toMatch(/^x+…$/);
  });
});

describe('bad input gets a 4xx in Frappe’s shape, and nothing is stored', () => {
  let chatId = 0;
  let count = 0;

  beforeAll(async () => {
    const room = await openRoom(admin(), (await contactNamed(admin(), 'Sofia Alvarez')).id);
    chatId = room.chatId;
    count = room.messageList.length;
  });

  afterAll(async () => {
    expect((await admin().get<ChatMessage[]>('/api/chat', { chatId })).body).toHaveLength(count);
  });

  it.each([
    ['an empty text', { text: '' }, 'A message cannot be empty'],
    ['only spaces', { text: ' \n\t ' }, 'A message cannot be empty'],
    ['no text', {}, 'text is required'],
    ['a number', { text: 42 }, 'text must be text, got 42'],
    ['a list', { text: ['a'] }, 'text must be text, got ["a"]'],
    [
      'a text over the limit',
      { text: 'y'.repeat(CHAT_MESSAGE_MAX + 1) },
      `A message must be at most ${CHAT_MESSAGE_MAX} characters long (this one has ${CHAT_MESSAGE_MAX + 1})`,
    ],
  ])('%s → 417', async (_what, body, message) => {
    const res = await admin().post('/api/chat/add', { chatId, ...body });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
  });

  it('a chatId that is missing, not a number, or names no room → 417, 417, 404', async () => {
    const missing = await admin().post('/api/chat/add', { text: 'Hi' });
    expect(missing.status).toBe(417);
    expect(errorMessage(missing, 'ValidationError')).toBe('chatId is required');
    const wrong = await admin().post('/api/chat/add', { chatId: 'one', text: 'Hi' });
    expect(wrong.status).toBe(417);
    expect(errorMessage(wrong, 'ValidationError')).toBe('chatId must be a whole number, got "one"');
    const unknown = await admin().post('/api/chat/add', { chatId: 99999, text: 'Hi' });
    expect(unknown.status).toBe(404);
    expect(errorMessage(unknown, 'DoesNotExistError')).toBe('Chat 99999 not found');
  });

  it('a sender other than the signed-in user → 403', async () => {
    const sofia = await contactNamed(admin(), 'Sofia Alvarez');
    const res = await admin().post('/api/chat/add', { chatId, contactId: sofia.id, text: 'Signed by Sofia' });
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('You can only send messages as yourself');
  });

  it.each(['GET', 'POST'])(
    '%s of a chat room with nobody, with an unknown person, or with oneself → 417, 404, 417',
    async (httpMethod) => {
      const chatRoom = (params: Record<string, number>) =>
        httpMethod === 'GET' ? admin().get('/api/chat/chat-room', params) : admin().post('/api/chat/chat-room', params);
      const none = await chatRoom({});
      expect(none.status).toBe(417);
      expect(errorMessage(none, 'ValidationError')).toBe('contactId is required');
      const unknown = await chatRoom({ contactId: 99999 });
      expect(unknown.status).toBe(404);
      expect(errorMessage(unknown, 'DoesNotExistError')).toBe('Contact 99999 not found');
      const self = await chatRoom({ contactId: (await me(admin())).id });
      expect(self.status).toBe(417);
      expect(errorMessage(self, 'ValidationError')).toBe('You cannot start a conversation with yourself');
    },
  );

  it('opening a chat room from another site → 400 CSRFTokenError, nothing read', async () => {
    const adam = await contactNamed(editor, 'Adam Reyes');
    const room = await openRoom(admin(), (await contactNamed(admin(), 'Elena Park')).id);
    await admin().post('/api/chat/add', { chatId: room.chatId, text: 'Unread by Elena' });
    const unread = async () => (await recent(editor)).find((entry) => entry.chatId === room.chatId)?.unread;
    const before = await unread();
    expect(before).toBeGreaterThan(0);
    const res = await editor.request('/api/chat/chat-room', {
      method: 'POST',
      json: { contactId: adam.id },
      headers: { origin: 'http://127.0.0.1:4999' },
    });
    expect(res.status).toBe(400);
    expect(res.body.exc_type).toBe('CSRFTokenError');
    expect(await unread()).toBe(before);
  });

  it('a body that is not JSON → 4xx in Frappe’s shape', async () => {
    const res = await admin().request('/api/chat/add', {
      method: 'POST',
      raw: '{"chatId": 1,',
      contentType: 'application/json',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.exc_type).toBe('string');
  });
});

describe('each person sees only the conversations they are in', () => {
  it('Gus cannot read, open or write the conversation of Adam and Elena (403), nor see it listed', async () => {
    const room = await openRoom(admin(), (await contactNamed(admin(), 'Elena Park')).id);
    const read = await guest.get('/api/chat', { chatId: room.chatId });
    expect(read.status).toBe(403);
    expect(errorMessage(read, 'PermissionError')).toBe(`You are not in chat ${room.chatId}`);
    const write = await guest.post('/api/chat/add', { chatId: room.chatId, text: 'Sneaking in' });
    expect(write.status).toBe(403);
    expect(errorMessage(write, 'PermissionError')).toBe(`You are not in chat ${room.chatId}`);
    expect((await recent(guest)).map((entry) => entry.chatId)).not.toContain(room.chatId);
    // Opening a conversation with Elena gives him his own, not theirs.
    const elena = await contactNamed(guest, 'Elena Park');
    expect((await openRoom(guest, elena.id)).chatId).not.toBe(room.chatId);
    const messages = (await admin().get<ChatMessage[]>('/api/chat', { chatId: room.chatId })).body;
    expect(messages.map((message) => message.text)).not.toContain('Sneaking in');
  });

  it('a signed-out request is refused (403)', async () => {
    const res = await new Client(served.server.baseUrl).get('/api/chat/contacts/recent');
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the chat app');
  });

  it('a user the service has not seen before joins the contacts on their first request', async () => {
    const created = await sa.post('/api/resource/User', {
      email: 'noor.haddad@tessera.dev',
      first_name: 'Noor',
      last_name: 'Haddad',
      new_password: 'noor-secret-2026',
      roles: [{ role: 'Tessera Editor' }],
    });
    expect(created.status).toBe(200);
    expect((await admin().get<ChatContact[]>('/api/chat/contacts/all')).body.map((c) => c.email)).not.toContain(
      'noor.haddad@tessera.dev',
    );
    const noor = await loggedIn(served.server.baseUrl, 'noor.haddad@tessera.dev', 'noor-secret-2026');
    expect(await me(noor)).toMatchObject({ name: 'Noor Haddad', email: 'noor.haddad@tessera.dev' });
    expect(await recent(noor)).toEqual([]);
    expect((await contactNamed(admin(), 'Noor Haddad')).email).toBe('noor.haddad@tessera.dev');
  });
});

describe('beside a Frappe site (demo-only mode)', () => {
  let frappe: TestServer;
  let demo: TestServer;

  beforeAll(async () => {
    frappe = await startServer({ mode: { kind: 'frappe-only' } });
    demo = await startServer({ mode: { kind: 'demo-only', frappeUrl: frappe.baseUrl } });
  });

  afterAll(async () => {
    await demo.close();
    await frappe.close();
  });

  /** A client for the demo service carrying the session the Frappe site gave `usr`. */
  async function besideFrappe(usr: string): Promise<Client> {
    const signedIn = await loggedIn(frappe.baseUrl, usr);
    const client = new Client(demo.baseUrl);
    for (const [name, value] of signedIn.jar) client.jar.set(name, value);
    return client;
  }

  it('knows each user from the Frappe session, and two of them chat', async () => {
    const adam = await besideFrappe(USERS.admin);
    const elena = await besideFrappe(USERS.editor);
    expect((await me(adam)).name).toBe('Adam Reyes');
    const room = await openRoom(adam, (await contactNamed(adam, 'Elena Park')).id);
    await adam.post('/api/chat/add', { chatId: room.chatId, text: 'Hello from beside Frappe' });
    expect(itemAt(await recent(elena), 0)).toMatchObject({ name: 'Adam Reyes', unread: 1 });
  });
});
