// The inbox demo API (docs/demo-api.md, /api/inbox/*) over HTTP: the original shape of every answer,
// listings with folder, search and pages in the query string, a message sent to another user landing in their
// mailbox as a copy of their own, each user's mailbox kept apart, and bad input refused in Frappe's 4xx shape.

import {
  INBOX_MESSAGE_MAX,
  INBOX_SUBJECT_MAX,
  type InboxMessage,
  type InboxPage,
  type InboxPerson,
} from 'tessera-contracts';
import { itemAt } from './helpers/lists';
import { serveBesideFrappe } from './helpers/beside-frappe';
import { Client, errorMessage, loggedIn, serveForTests, USERS, type TestServer } from './helpers/server';

const served = serveForTests({ user: USERS.sa });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MESSAGE_KEYS = ['date', 'folder', 'id', 'message', 'read', 'selected', 'sender', 'starred', 'subject', 'to'];
/** Received sample messages of a new mailbox, and how many of them are unread. */
const SAMPLE_RECEIVED = 22;
const SAMPLE_SENT = 4;
const SAMPLE_UNREAD = 4;

let users = 0;

/** A user of their own (made by the SA), signed in: a new, untouched mailbox. */
async function newUser(server: TestServer = served.server, sa: Client = served.client): Promise<Client & InboxPerson> {
  users += 1;
  const email = `inbox-${users}-${Date.now().toString(36)}@tessera.dev`;
  const created = await sa.post('/api/resource/User', {
    email,
    first_name: 'Inbox',
    last_name: String(users),
    new_password: 'inbox-secret-1',
    roles: [{ role: 'Tessera Editor' }],
  });
  expect(created.status).toBe(200);
  const client = await loggedIn(server.baseUrl, email, 'inbox-secret-1');
  return Object.assign(client, { name: email, email });
}

/** A new user who has opened the inbox once, so others can write to them. */
async function newReader(): Promise<Client & InboxPerson> {
  const user = await newUser();
  await all(user);
  return user;
}

async function all(client: Client, query?: Record<string, string | number>): Promise<InboxMessage[]> {
  const res = await client.get<InboxMessage[]>('/api/inbox/all', query);
  expect(res.status).toBe(200);
  return res.body;
}

async function page(client: Client, query?: Record<string, string | number>): Promise<InboxPage> {
  const res = await client.get<InboxPage>('/api/inbox/page', query);
  expect(res.status).toBe(200);
  return res.body;
}

async function send(from: Client, to: string, subject: string, message = 'Hello.\nSecond line.') {
  const res = await from.post<InboxMessage[]>('/api/inbox/add', { to, subject, message });
  expect(res.status).toBe(200);
  return res.body;
}

const subjects = (messages: readonly InboxMessage[]) => messages.map((message) => message.subject);
const byId = (messages: readonly InboxMessage[], id: number) => messages.find((message) => message.id === id);

describe('reading', () => {
  it('a new mailbox holds sample messages in the original shape (plus folder, to, read, starred), newest first', async () => {
    const ann = await newUser();
    const messages = await all(ann);
    expect(messages).toHaveLength(SAMPLE_RECEIVED + SAMPLE_SENT);
    for (const message of messages) {
      expect(Object.keys(message).sort()).toEqual(MESSAGE_KEYS);
      expect(message.date).toMatch(ISO);
      expect(Object.keys(message.sender).sort()).toEqual(['email', 'name']);
      expect(message.selected).toBe(false);
      expect(message.subject.length).toBeGreaterThan(0);
      // Received ones are addressed to the owner, sent ones come from them.
      expect(message.folder === 'inbox' ? message.to.email : message.sender.email).toBe(ann.email);
    }
    const times = messages.map((message) => Date.parse(message.date));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(messages.filter((message) => message.folder === 'inbox' && !message.read)).toHaveLength(SAMPLE_UNREAD);
    expect(messages.filter((message) => message.folder === 'sent').every((message) => message.read)).toBe(true);
    // Plain text with line breaks, as written.
    expect(messages.some((message) => message.message.includes('\n'))).toBe(true);
  });

  it('GET /api/inbox?id= answers one message; an id that is not in the mailbox → 404, a missing or odd id → 417', async () => {
    const ann = await newUser();
    const first = itemAt(await all(ann), 0);
    const res = await ann.get<InboxMessage>('/api/inbox', { id: first.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(first);

    const missing = await ann.get('/api/inbox', { id: 999_999 });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing, 'DoesNotExistError')).toBe('Message 999999 not found');
    expect(errorMessage(await ann.get('/api/inbox'), 'ValidationError')).toBe('id is required');
    expect(errorMessage(await ann.get('/api/inbox', { id: 'abc' }), 'ValidationError')).toBe(
      'id must be a whole number, got "abc"',
    );
  });

  it('signed-out requests → 403 in Frappe’s shape', async () => {
    const res = await new Client(served.server.baseUrl).get('/api/inbox/all');
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the inbox app');
  });
});

describe('listings: folder, search and pages in the query string', () => {
  it('folder picks the received, sent or starred messages; "all" (the default) holds both folders', async () => {
    const ann = await newUser();
    const received = await all(ann, { folder: 'inbox' });
    const sent = await all(ann, { folder: 'sent' });
    const starred = await all(ann, { folder: 'starred' });
    expect(received).toHaveLength(SAMPLE_RECEIVED);
    expect(received.every((message) => message.folder === 'inbox')).toBe(true);
    expect(sent).toHaveLength(SAMPLE_SENT);
    expect(sent.every((message) => message.folder === 'sent')).toBe(true);
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.every((message) => message.starred)).toBe(true);
    expect(await all(ann, { folder: 'all' })).toEqual(await all(ann));
  });

  it('search finds every word in subject, text, sender or recipient, ignoring case and accents', async () => {
    const ann = await newUser();
    expect(subjects(await all(ann, { search: 'INVOICE inv-2026-0101' }))).toEqual([
      'Question about invoice INV-2026-0101',
      'Payment received, thank you',
    ]);
    expect(subjects(await all(ann, { search: 'inv-2026-0101 purchase' }))).toEqual([
      'Question about invoice INV-2026-0101',
    ]);
    // A sender's name and a word of the text.
    expect(subjects(await all(ann, { search: 'lukas saturday' }))).toEqual(['Server maintenance on Saturday']);
    expect(subjects(await all(ann, { search: 'Okafór', folder: 'sent' }))).toEqual(['Re: Accessibility audit results']);
    expect(await all(ann, { search: 'no such words anywhere' })).toEqual([]);
  });

  it('start and limit page through a listing; /page says the total and the unread count', async () => {
    const ann = await newUser();
    const everything = await all(ann, { folder: 'inbox' });
    expect(await all(ann, { folder: 'inbox', start: 5, limit: 10 })).toEqual(everything.slice(5, 15));

    const first = await page(ann, { folder: 'inbox' });
    expect(first).toEqual({
      messages: everything.slice(0, 20),
      total: SAMPLE_RECEIVED,
      start: 0,
      limit: 20,
      unread: SAMPLE_UNREAD,
    });
    const last = await page(ann, { folder: 'inbox', start: 20, limit: 20 });
    expect(last.messages).toEqual(everything.slice(20));
    expect(last.total).toBe(SAMPLE_RECEIVED);
    // Past the end: no messages, the same total.
    expect(await page(ann, { folder: 'inbox', start: 40, limit: 20 })).toMatchObject({ messages: [], total: 22 });
    // The total counts the search's matches; the unread count is the inbox's.
    expect(await page(ann, { folder: 'sent', search: 'holiday' })).toMatchObject({ total: 1, unread: SAMPLE_UNREAD });
  });

  it.each([
    [{ folder: 'trash' }, 'folder cannot be "trash". It should be one of "all", "inbox", "starred", "sent"'],
    [{ start: -1 }, 'start must be at least 0'],
    [{ start: 'first' }, 'start must be a whole number, got "first"'],
    [{ limit: 0 }, 'limit must be between 1 and 100'],
    [{ limit: 101 }, 'limit must be between 1 and 100'],
    [{ limit: '2.5' }, 'limit must be a whole number, got "2.5"'],
    [{ search: 'x'.repeat(201) }, 'search must be at most 200 characters'],
  ])('a listing asked for %j → 417 "%s"', async (query, message) => {
    for (const path of ['/api/inbox/all', '/api/inbox/page']) {
      const res = await served.client.get(path, query);
      expect(res.status).toBe(417);
      expect(errorMessage(res, 'ValidationError')).toBe(message);
    }
  });
});

describe('sending', () => {
  it("a message sent to another user: the sender's copy in sent, the recipient's unread in their inbox", async () => {
    const [ann, bob] = [await newUser(), await newReader()];
    const subject = 'Quarterly numbers';
    const answer = await send(ann, bob.email, `  ${subject}  `, 'Line one\n\n  Line three, indented');
    const sent = itemAt(answer, 0);
    expect(sent).toEqual({
      id: expect.any(Number),
      sender: { name: ann.email, email: ann.email },
      to: { name: bob.email, email: bob.email },
      date: expect.stringMatching(ISO),
      selected: false,
      subject,
      message: 'Line one\n\n  Line three, indented',
      folder: 'sent',
      read: true,
      starred: false,
    });
    expect(answer).toHaveLength(SAMPLE_RECEIVED + SAMPLE_SENT + 1);

    const received = itemAt(await all(bob, { folder: 'inbox' }), 0);
    expect(received).toEqual({ ...sent, id: received.id, folder: 'inbox', read: false });
    expect(received.id).not.toBe(sent.id);
    expect((await page(bob)).unread).toBe(SAMPLE_UNREAD + 1);
    // Delivered once.
    expect(subjects(await all(bob, { search: subject }))).toEqual([subject]);
  });

  it('a demo account can be written to before it ever opened the inbox', async () => {
    const ann = await newUser();
    const recipients = await ann.get<InboxPerson[]>('/api/inbox/recipients');
    expect(recipients.status).toBe(200);
    expect(recipients.body).toEqual(
      expect.arrayContaining([
        { name: 'Adam Reyes', email: USERS.admin },
        { name: 'Elena Park', email: USERS.editor },
        { name: 'Gus Turner', email: USERS.guest },
        { name: 'Sofia Alvarez', email: USERS.sa },
      ]),
    );
    expect(recipients.body.map((person) => person.email)).not.toContain(ann.email);
    const subject = `For Gus ${Date.now()}`;
    await send(ann, USERS.guest, subject);
    const gus = await loggedIn(served.server.baseUrl, USERS.guest);
    const found = await all(gus, { search: subject });
    expect(found).toHaveLength(1);
    expect(itemAt(found, 0)).toMatchObject({ folder: 'inbox', read: false, sender: { email: ann.email } });
    // Gus's mailbox got its samples too, older than the message.
    expect(await all(gus, { folder: 'inbox' })).toHaveLength(SAMPLE_RECEIVED + 1);
  });

  it('another user can be written to once they opened the inbox; the address is matched in any case', async () => {
    const [ann, bob] = [await newUser(), await newUser()];
    const early = await ann.post('/api/inbox/add', { to: bob.email, subject: 'Too early' });
    expect(errorMessage(early, 'LinkValidationError')).toBe(`Could not find recipient: ${bob.email}`);
    await all(bob);
    expect((await ann.get<InboxPerson[]>('/api/inbox/recipients')).body).toContainEqual({
      name: bob.email,
      email: bob.email,
    });
    await send(ann, bob.email.toUpperCase(), 'Shouting address');
    expect(subjects(await all(bob, { search: 'shouting' }))).toEqual(['Shouting address']);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no recipient', { subject: 'Hi' }, 'ValidationError', 'to is required'],
    ['a blank recipient', { to: '   ', subject: 'Hi' }, 'ValidationError', 'to is required'],
    ['a recipient that is not text', { to: 42, subject: 'Hi' }, 'ValidationError', 'to must be text, got 42'],
    [
      'an unknown recipient',
      { to: 'nobody@tessera.dev', subject: 'Hi' },
      'LinkValidationError',
      'Could not find recipient: nobody@tessera.dev',
    ],
    ['no subject', { to: USERS.editor }, 'ValidationError', 'subject is required'],
    [
      'a blank subject',
      { to: USERS.editor, subject: '   ' },
      'ValidationError',
      'subject must be 1 to 200 characters long',
    ],
    [
      'a too long subject',
      { to: USERS.editor, subject: 'x'.repeat(INBOX_SUBJECT_MAX + 1) },
      'ValidationError',
      'subject must be 1 to 200 characters long',
    ],
    [
      'a subject that is not text',
      { to: USERS.editor, subject: ['Hi'] },
      'ValidationError',
      'subject must be text, got ["Hi"]',
    ],
    [
      'a huge text',
      { to: USERS.editor, subject: 'Hi', message: 'x'.repeat(INBOX_MESSAGE_MAX + 1) },
      'ValidationError',
      'message must be at most 10000 characters',
    ],
    [
      'a text that is not text',
      { to: USERS.editor, subject: 'Hi', message: { html: '<b>' } },
      'ValidationError',
      'message must be text, got {"html":"<b>"}',
    ],
  ])('%s → 417, and nothing is sent', async (_what, body, excType, message) => {
    const ann = await newUser();
    const res = await ann.post('/api/inbox/add', body);
    expect(res.status).toBe(417);
    expect(errorMessage(res, excType)).toBe(message);
    expect(await all(ann, { folder: 'sent' })).toHaveLength(SAMPLE_SENT);
  });

  it('a body over the server’s limit → 413 in Frappe’s shape', async () => {
    const res = await served.client.request('/api/inbox/add', {
      method: 'POST',
      raw: JSON.stringify({ to: USERS.editor, subject: 'Big', message: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(errorMessage(res, 'RequestEntityTooLarge')).toContain('larger than');
  });

  it('text that looks like HTML is kept as it was written', async () => {
    const [ann, bob] = [await newUser(), await newReader()];
    const hostile = '<img src=x onerror=alert(1)>';
    await send(ann, bob.email, hostile, `<script>alert(2)</script>\n${hostile}`);
    const received = itemAt(await all(bob, { folder: 'inbox' }), 0);
    expect(received.subject).toBe(hostile);
    expect(received.message).toBe(`<script>alert(2)</script>\n${hostile}`);
  });
});

describe('changing and deleting', () => {
  it('update sets read, starred and selected of one message or many; the answer is the mailbox', async () => {
    const ann = await newUser();
    const [a, b, c] = await all(ann, { folder: 'inbox', limit: 3 });
    if (!a || !b || !c) throw new Error('expected three messages');
    const one = await ann.post<InboxMessage[]>('/api/inbox/update', { id: a.id, read: true, starred: true });
    expect(one.status).toBe(200);
    expect(one.body).toHaveLength(SAMPLE_RECEIVED + SAMPLE_SENT);
    expect(byId(one.body, a.id)).toEqual({ ...a, read: true, starred: true });

    const many = await ann.post<InboxMessage[]>('/api/inbox/update', { ids: [b.id, c.id, b.id], read: true });
    expect(many.status).toBe(200);
    expect([byId(many.body, b.id)?.read, byId(many.body, c.id)?.read]).toEqual([true, true]);
    expect((await page(ann)).unread).toBe(SAMPLE_UNREAD - 3);
  });

  it('update ignores the fields a mailbox copy cannot change (the original client sends the whole message)', async () => {
    const ann = await newUser();
    const first = itemAt(await all(ann), 0);
    const res = await ann.post<InboxMessage[]>('/api/inbox/update', {
      ...first,
      subject: 'Rewritten',
      sender: { name: 'Someone else', email: 'x@x.dev' },
      folder: 'sent',
      selected: true,
    });
    expect(res.status).toBe(200);
    expect(byId(res.body, first.id)).toEqual({ ...first, selected: true });
  });

  it('delete removes one message or many and answers the mailbox left', async () => {
    const ann = await newUser();
    const [a, b, c] = await all(ann, { limit: 3 });
    if (!a || !b || !c) throw new Error('expected three messages');
    const one = await ann.post<InboxMessage[]>('/api/inbox/delete', { id: a.id });
    expect(one.status).toBe(200);
    expect(one.body.map((message) => message.id)).not.toContain(a.id);
    const many = await ann.post<InboxMessage[]>('/api/inbox/delete', { ids: [b.id, c.id] });
    expect(many.status).toBe(200);
    expect(many.body).toHaveLength(SAMPLE_RECEIVED + SAMPLE_SENT - 3);
    expect(many.body.map((message) => message.id)).not.toEqual(expect.arrayContaining([b.id]));
    expect(await all(ann)).toEqual(many.body);
    expect((await ann.get('/api/inbox', { id: c.id })).status).toBe(404);
  });

  it('a write naming one message the user has not got changes nothing: 404', async () => {
    const ann = await newUser();
    const [a, b] = await all(ann, { folder: 'inbox', limit: 2 });
    if (!a || !b) throw new Error('expected two messages');
    const update = await ann.post('/api/inbox/update', { ids: [a.id, 999_999], starred: !a.starred });
    expect(update.status).toBe(404);
    expect(errorMessage(update, 'DoesNotExistError')).toBe('Message 999999 not found');
    const remove = await ann.post('/api/inbox/delete', { ids: [a.id, b.id, 999_998] });
    expect(remove.status).toBe(404);
    expect(byId(await all(ann), a.id)).toEqual(a);
    expect(byId(await all(ann), b.id)).toEqual(b);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no id', { read: true }, 'id is required'],
    ['an id that is not a number', { id: 'first', read: true }, 'id must be a whole number, got "first"'],
    ['both id and ids', { id: 1, ids: [1], read: true }, 'Send either id or ids, not both'],
    ['an empty ids', { ids: [], read: true }, 'ids must be a list of message ids, got []'],
    ['ids that are not ids', { ids: [1, 'two'], read: true }, 'ids must be a list of message ids, got [1,"two"]'],
    [
      'too many ids',
      { ids: Array.from({ length: 501 }, (_, i) => i + 1), read: true },
      'ids must hold at most 500 ids',
    ],
  ])('update or delete with %s → 417', async (_what, body, message) => {
    for (const path of ['/api/inbox/update', '/api/inbox/delete']) {
      const res = await served.client.post(path, body);
      expect(res.status).toBe(417);
      expect(errorMessage(res, 'ValidationError')).toBe(message);
    }
  });

  it('a flag that is not true or false → 417, and no message changes', async () => {
    const ann = await newUser();
    const [a, b] = await all(ann, { limit: 2 });
    if (!a || !b) throw new Error('expected two messages');
    const res = await ann.post('/api/inbox/update', { ids: [a.id, b.id], read: 'yes' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe('read must be true or false, got "yes"');
    expect((await all(ann, { limit: 2 })).map((message) => message.read)).toEqual([a.read, b.read]);
  });
});

describe("each user's own mailbox", () => {
  it("reading, starring and deleting a copy never touches the other's; another user's ids are 404", async () => {
    const [ann, bob] = [await newUser(), await newReader()];
    const subject = 'Copies apart';
    const sent = itemAt(await send(ann, bob.email, subject), 0);
    const received = itemAt(await all(bob, { search: subject, folder: 'inbox' }), 0);

    expect((await bob.post('/api/inbox/update', { id: received.id, read: true, starred: true })).status).toBe(200);
    expect(itemAt(await all(ann, { search: subject }), 0)).toEqual(sent);

    expect((await bob.post('/api/inbox/delete', { id: received.id })).status).toBe(200);
    expect(await all(bob, { search: subject })).toEqual([]);
    expect(await all(ann, { search: subject })).toEqual([sent]);

    // Ann's message ids mean nothing in Bob's mailbox, and the other way round.
    for (const [client, id] of [
      [bob, sent.id],
      [ann, received.id],
    ] as const) {
      expect((await client.get('/api/inbox', { id })).status).toBe(404);
      expect((await client.post('/api/inbox/update', { id, starred: true })).status).toBe(404);
      expect((await client.post('/api/inbox/delete', { ids: [id] })).status).toBe(404);
    }
    expect(itemAt(await all(ann, { search: subject }), 0)).toEqual(sent);
  });

  it('a listing shows only the mailbox of the signed-in user', async () => {
    const [ann, bob] = [await newUser(), await newReader()];
    await send(ann, bob.email, 'Only for Bob');
    const annIds = new Set((await all(ann)).map((message) => message.id));
    const bobs = await all(bob);
    expect(bobs.some((message) => annIds.has(message.id))).toBe(false);
    expect(bobs.every((message) => message.to.email === bob.email || message.sender.email === bob.email)).toBe(true);
  });
});

describe('beside a real Frappe site (demo-only mode)', () => {
  const beside = serveBesideFrappe();

  it('a recipient is someone the service has seen: once they opened the inbox, they get what is sent to them', async () => {
    const sa = await loggedIn(beside.frappe.baseUrl, USERS.sa);
    const [annOnFrappe, bobOnFrappe] = [await newUser(beside.frappe, sa), await newUser(beside.frappe, sa)];
    const [ann, bob] = [beside.withSession(annOnFrappe), beside.withSession(bobOnFrappe)];

    const unseen = await ann.post('/api/inbox/add', { to: bobOnFrappe.email, subject: 'Too early' });
    expect(unseen.status).toBe(417);
    expect(errorMessage(unseen, 'LinkValidationError')).toBe(`Could not find recipient: ${bobOnFrappe.email}`);

    expect(await all(bob)).toHaveLength(SAMPLE_RECEIVED + SAMPLE_SENT);
    await send(ann, bobOnFrappe.email, 'Now you are known');
    expect(subjects(await all(bob, { search: 'known' }))).toEqual(['Now you are known']);
  });
});
