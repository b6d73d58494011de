// The demo service's realtime event: after each committed change to a demo record, `demo_update {collection,
// name, user}` (and `parent` where the record belongs to another) reaches the users who may see the record, by
// the collection's own rule (a per-user record its owner, a shared one everyone, a chat its two people), and
// nobody else; a refused write tells no one.

import type { ChatContact, ChatRoom } from 'tessera-contracts';
import { connectAs, type RealtimeClient } from './helpers/realtime';
import { loggedIn, serveForTests, USERS, type Client } from './helpers/server';

const served = serveForTests({ user: USERS.admin });
const sockets: Partial<Record<keyof typeof USERS, RealtimeClient>> = {};
const clients: Partial<Record<keyof typeof USERS, Client>> = {};

beforeAll(async () => {
  for (const key of Object.keys(USERS) as (keyof typeof USERS)[]) {
    const client = await loggedIn(served.server.baseUrl, USERS[key]);
    clients[key] = client;
    sockets[key] = await connectAs(served.server, client);
  }
});
afterAll(() => {
  for (const socket of Object.values(sockets)) socket.close();
});

function clientOf(key: keyof typeof USERS): Client {
  const client = clients[key];
  if (!client) throw new Error(`no client for ${key}`);
  return client;
}

/** The demo_update messages of `collection` each socket received from now until `write` is answered. */
async function updatesDuring(collection: string, write: () => Promise<void>): Promise<Record<string, unknown[]>> {
  const before = Object.fromEntries(
    Object.entries(sockets).map(([key, socket]) => [key, socket.messagesOf('demo_update').length]),
  );
  await write();
  const out: Record<string, unknown[]> = {};
  for (const [key, socket] of Object.entries(sockets)) {
    await socket.settled();
    out[key] = socket
      .messagesOf('demo_update')
      .slice(before[key])
      .filter((message) => (message as { collection: string }).collection === collection);
  }
  return out;
}

it("a per-user record's change reaches its owner only", async () => {
  let id = 0;
  const updates = await updatesDuring('notification', async () => {
    const res = await clientOf('editor').post('/api/notification/add', { heading: 'Heads up', title: 'Realtime' });
    expect(res.status).toBe(200);
    id = res.body[0].id;
  });
  expect(updates).toEqual({
    sa: [],
    admin: [],
    editor: [{ collection: 'notification', name: id, user: USERS.editor }],
    guest: [],
  });
});

it("a shared record's change reaches every user, and a refused write (stale modified, 417) no one", async () => {
  let todo = { id: 0, modified: '' };
  const added = await updatesDuring('todo', async () => {
    const res = await clientOf('editor').post('/api/todo/add', { title: 'Seen by all' });
    expect(res.status).toBe(200);
    todo = res.body;
  });
  const told = [{ collection: 'todo', name: todo.id, user: USERS.editor }];
  expect(added).toEqual({ sa: told, admin: told, editor: told, guest: told });

  const refused = await updatesDuring('todo', async () => {
    const stale = await clientOf('admin').post('/api/todo/update', {
      id: todo.id,
      done: true,
      modified: '2000-01-01 00:00:00.000000',
    });
    expect(stale.status).toBe(417);
    const byGuest = await clientOf('guest').post('/api/todo/delete', { id: todo.id });
    expect(byGuest.status).toBe(403);
  });
  expect(refused).toEqual({ sa: [], admin: [], editor: [], guest: [] });

  const removed = await updatesDuring('todo', async () => {
    expect((await clientOf('admin').post('/api/todo/delete', { id: todo.id })).status).toBe(200);
  });
  const byAdmin = [{ collection: 'todo', name: todo.id, user: USERS.admin }];
  expect(removed).toEqual({ sa: byAdmin, admin: byAdmin, editor: byAdmin, guest: byAdmin });
});

it('a chat message reaches the two people of its room, with the room as its parent, and no one else', async () => {
  const contacts = (await clientOf('admin').get<ChatContact[]>('/api/chat/contacts/all')).body;
  const elena = contacts.find((contact) => contact.name === 'Elena Park');
  if (!elena) throw new Error('Elena Park is not a chat contact');
  const room = (await clientOf('admin').post<ChatRoom>('/api/chat/chat-room', { contactId: elena.id })).body;

  let messageId = 0;
  const messages = await updatesDuring('chat-message', async () => {
    const res = await clientOf('admin').post('/api/chat/add', { chatId: room.chatId, text: 'Only for you' });
    expect(res.status).toBe(200);
    messageId = res.body[res.body.length - 1].id;
  });
  const told = [
    {
      collection: 'chat-message',
      name: messageId,
      user: USERS.admin,
      parent: { collection: 'chat-room', name: room.chatId },
    },
  ];
  expect(messages).toEqual({ sa: [], admin: told, editor: told, guest: [] });

  const rooms = await updatesDuring('chat-room', async () => {
    expect((await clientOf('admin').post('/api/chat/add', { chatId: room.chatId, text: 'Again' })).status).toBe(200);
  });
  const roomTold = [{ collection: 'chat-room', name: room.chatId, user: USERS.admin }];
  expect(rooms).toEqual({ sa: [], admin: roomTold, editor: roomTold, guest: [] });
});
