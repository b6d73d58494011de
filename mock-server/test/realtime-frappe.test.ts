// The realtime server speaks Frappe 15's socket.io protocol: the handshake's refusals, who a connection is, the
// rooms a subscription joins only with read permission, the events of each committed document write (none for
// a write that failed or was rolled back), and who views a form.

import { cookieOf, connect, connectAs, refusal, SITE, type RealtimeClient } from './helpers/realtime';
import { Client, loggedIn, serveForTests, USERS } from './helpers/server';

const served = serveForTests({ user: USERS.admin });
const open: RealtimeClient[] = [];
const track = (client: RealtimeClient): RealtimeClient => {
  open.push(client);
  return client;
};
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

/** A socket of `user`, signed in anew. */
async function socketOf(user: string, password?: string): Promise<RealtimeClient> {
  return track(await connectAs(served.server, await loggedIn(served.server.baseUrl, user, password)));
}

let made = 0;
async function newTask(client: Client = served.client): Promise<{ name: string; modified: string }> {
  made += 1;
  const res = await client.post('/api/resource/Task', { subject: `realtime task ${made}` });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A signed-in user holding no role (as a Website User on Frappe: reads no Task). */
async function userWithoutRole(): Promise<Client> {
  made += 1;
  const email = `no-role-${made}@realtime.test`;
  const sa = await loggedIn(served.server.baseUrl, USERS.sa);
  const created = await sa.post('/api/resource/User', {
    email,
    first_name: 'Nobody',
    new_password: 'no-role-1',
    roles: [],
  });
  expect(created.status).toBe(200);
  return loggedIn(served.server.baseUrl, email, 'no-role-1');
}

describe('the handshake', () => {
  it('refuses a connection without a Cookie header, as Frappe does', async () => {
    expect(await refusal(served.server)).toBe('No cookie transmitted.');
  });

  it('refuses a cookie without sid and without an Authorization header', async () => {
    expect(await refusal(served.server, { cookie: 'theme=dark' })).toBe(
      'No authentication method used. Use cookie or authorization header.',
    );
  });

  it('refuses a namespace that is not the site the request is for', async () => {
    const cookie = cookieOf(served.client);
    expect(await refusal(served.server, { cookie, namespace: '/other.localhost' })).toBe('Invalid namespace');
    expect(await refusal(served.server, { cookie, namespace: '/' })).toBe('Invalid namespace');
    // A proxy naming another site: the namespace must be that one, which this server does not serve.
    expect(await refusal(served.server, { cookie, headers: { 'x-frappe-site-name': 'other.localhost' } })).toBe(
      'Invalid namespace',
    );
  });

  it('refuses a page of another host (Origin), whatever its port', async () => {
    const cookie = cookieOf(served.client);
    expect(await refusal(served.server, { cookie, origin: 'http://evil.example' })).toBe('Invalid origin');
    expect(await refusal(served.server, { cookie, origin: 'http://localhost:3000' })).toBe('Invalid origin');
    // Same host name on another port (the host app's proxy in front): accepted.
    track(await connect(served.server, { cookie, origin: 'http://127.0.0.1:3000' }));
  });

  it('takes the site from X-Frappe-Site-Name, a proxy for another host name', async () => {
    const cookie = cookieOf(served.client);
    track(await connect(served.server, { cookie, headers: { 'x-frappe-site-name': SITE } }));
  });

  it('connects an unknown sid as Guest, who joins no doctype room', async () => {
    const guest = track(await connect(served.server, { cookie: 'sid=not-a-session' }));
    await guest.send('doctype_subscribe', 'Task');
    const watcher = await socketOf(USERS.editor);
    await watcher.send('doctype_subscribe', 'Task');
    const listUpdate = watcher.next('list_update');
    await newTask();
    await listUpdate;
    await guest.settled();
    expect(guest.events()).toEqual([]);
  });

  it('answers get_user_info as Frappe: the user and user type, Guest a Website User', async () => {
    const info = await served.client.get('/api/method/frappe.realtime.get_user_info');
    expect(info.body).toEqual({ message: { user: USERS.admin, user_type: 'System User' } });
    const guest = await new Client(served.server.baseUrl).get('/api/method/frappe.realtime.get_user_info');
    expect(guest.body).toEqual({ message: { user: 'Guest', user_type: 'Website User' } });
  });

  it('takes an API key (with some cookie), and refuses a wrong one', async () => {
    const sa = await loggedIn(served.server.baseUrl, USERS.sa);
    const keys = await sa.post('/api/method/frappe.core.doctype.user.user.generate_keys', { user: USERS.editor });
    expect(keys.status).toBe(200);
    const { api_key: key, api_secret: secret } = keys.body.message;
    const headers = { authorization: `token ${key}:${secret}` };
    const byKey = track(await connect(served.server, { cookie: 'theme=dark', headers }));
    await byKey.send('doctype_subscribe', 'Task');
    const listUpdate = byKey.next('list_update');
    const task = await newTask();
    expect(await listUpdate).toEqual({ doctype: 'Task', name: task.name, user: USERS.admin });

    expect(await refusal(served.server, { headers })).toBe('No cookie transmitted.');
    const wrong = { authorization: `token ${key}:wrong` };
    expect(await refusal(served.server, { cookie: 'theme=dark', headers: wrong })).toBe(
      'Unauthorized: Error: Unauthorized',
    );
  });
});

describe('document events', () => {
  it('insert, save (unchanged too) and delete each send doc_update and list_update, with who wrote', async () => {
    const watcher = await socketOf(USERS.editor);
    await watcher.send('doctype_subscribe', 'Task');

    let listUpdate = watcher.next('list_update');
    const task = await newTask();
    expect(await listUpdate).toEqual({ doctype: 'Task', name: task.name, user: USERS.admin });

    await watcher.send('doc_subscribe', 'Task', task.name);
    let docUpdate = watcher.next('doc_update');
    listUpdate = watcher.next('list_update');
    const saved = await served.client.put(`/api/resource/Task/${task.name}`, {});
    expect(saved.status).toBe(200);
    expect(await docUpdate).toEqual({ doctype: 'Task', modified: saved.body.data.modified, name: task.name });
    expect(await listUpdate).toEqual({ doctype: 'Task', name: task.name, user: USERS.admin });

    docUpdate = watcher.next('doc_update');
    listUpdate = watcher.next('list_update');
    const editor = await loggedIn(served.server.baseUrl, USERS.editor);
    const changed = await editor.put(`/api/resource/Task/${task.name}`, { description: 'changed' });
    expect(await docUpdate).toEqual({ doctype: 'Task', modified: changed.body.data.modified, name: task.name });
    expect(await listUpdate).toEqual({ doctype: 'Task', name: task.name, user: USERS.editor });

    docUpdate = watcher.next('doc_update');
    listUpdate = watcher.next('list_update');
    expect((await served.client.delete(`/api/resource/Task/${task.name}`)).status).toBe(202);
    expect(await docUpdate).toEqual({ doctype: 'Task', modified: changed.body.data.modified, name: task.name });
    expect(await listUpdate).toEqual({ doctype: 'Task', name: task.name, user: USERS.admin });
  });

  it('a document room only hears of its own document', async () => {
    const [one, other] = [await newTask(), await newTask()];
    const watcher = await socketOf(USERS.editor);
    await watcher.send('doc_subscribe', 'Task', one.name);
    const saved = await served.client.put(`/api/resource/Task/${other.name}`, {});
    expect(saved.status).toBe(200);
    await watcher.settled();
    expect(watcher.events()).toEqual([]);
  });

  it('a write that fails sends nothing: a validation error, a stale modified (417), a rolled-back batch', async () => {
    const task = await newTask();
    const watcher = await socketOf(USERS.editor);
    await watcher.send('doctype_subscribe', 'Task');
    await watcher.send('doc_subscribe', 'Task', task.name);

    const badLink = await served.client.post('/api/resource/Task', { subject: 'x', parent_task: 'TASK-2026-99999' });
    expect(badLink.status).toBe(417);
    const stale = await served.client.put(`/api/resource/Task/${task.name}`, {
      modified: '2000-01-01 00:00:00.000000',
    });
    expect(stale.status).toBe(417);
    expect(stale.body.exc_type).toBe('TimestampMismatchError');
    // insert_many's batch is one transaction: its first document is written, then undone with the second.
    const batch = await served.client.post('/api/method/frappe.client.insert_many', {
      docs: [
        { doctype: 'Task', subject: 'undone' },
        { doctype: 'Task', subject: 'bad', parent_task: 'TASK-2026-99999' },
      ],
    });
    expect(batch.status).toBe(417);

    await watcher.settled();
    expect(watcher.events()).toEqual([]);
  });

  it('a committed batch is told once it commits, each document', async () => {
    const watcher = await socketOf(USERS.editor);
    await watcher.send('doctype_subscribe', 'Task');
    const batch = await served.client.post('/api/method/frappe.client.insert_many', {
      docs: [
        { doctype: 'Task', subject: 'batch one' },
        { doctype: 'Task', subject: 'batch two' },
      ],
    });
    expect(batch.status).toBe(200);
    await watcher.settled();
    expect(watcher.messagesOf('list_update')).toEqual(
      batch.body.message.map((name: string) => ({ doctype: 'Task', name, user: USERS.admin })),
    );
  });

  it.each([
    ['Project', { project_name: 'realtime project' }],
    ['Spaces', { name1: 'realtime space' }],
  ])('a %s insert sends list_update to its doctype room', async (doctype, values) => {
    const watcher = await socketOf(USERS.editor);
    await watcher.send('doctype_subscribe', doctype);
    const listUpdate = watcher.next('list_update');
    const created = await served.client.post(`/api/resource/${doctype}`, values);
    expect(created.status).toBe(200);
    expect(await listUpdate).toEqual({ doctype, name: created.body.data.name, user: USERS.admin });
  });

  it('a user without read permission on the doctype hears nothing: no role on Task, a GUEST on Comment', async () => {
    const noRole = track(await connectAs(served.server, await userWithoutRole()));
    await noRole.send('doctype_subscribe', 'Task');
    const guest = await socketOf(USERS.guest);
    await guest.send('doctype_subscribe', 'Comment');
    const reader = await socketOf(USERS.admin);
    await reader.send('doctype_subscribe', 'Comment');

    const task = await newTask();
    await noRole.send('doc_subscribe', 'Task', task.name);
    expect((await served.client.put(`/api/resource/Task/${task.name}`, {})).status).toBe(200);
    const comment = reader.next('list_update');
    const added = await served.client.post('/api/method/frappe.desk.form.utils.add_comment', {
      reference_doctype: 'Task',
      reference_name: task.name,
      content: '<p>Seen by whoever reads comments</p>',
      comment_email: USERS.admin,
      comment_by: 'Adam Reyes',
    });
    expect(added.status).toBe(200);
    expect(await comment).toEqual({ doctype: 'Comment', name: added.body.message.name, user: USERS.admin });

    await noRole.settled();
    await guest.settled();
    expect(noRole.events()).toEqual([]);
    expect(guest.events()).toEqual([]);
  });

  it("a Notification Log's insert sends notification to its user's room only", async () => {
    const task = await newTask();
    const assignee = await socketOf(USERS.editor);
    const other = await socketOf(USERS.guest);
    const notification = assignee.next('notification');
    const assigned = await served.client.post('/api/method/frappe.desk.form.assign_to.add', {
      doctype: 'Task',
      name: task.name,
      assign_to: [USERS.editor],
    });
    expect(assigned.status).toBe(200);
    expect(await notification).toEqual({});
    await other.settled();
    expect(other.messagesOf('notification')).toEqual([]);
  });
});

describe('who views a form (doc_open, doc_close, disconnect)', () => {
  it('tells the viewers, as Frappe: nobody when alone, the rest on close and on disconnect', async () => {
    const task = await newTask();
    // Connected before the one who opens first: the users are listed in the order their sockets connected.
    const editor = await socketOf(USERS.editor);
    const admin = await socketOf(USERS.admin);

    await admin.send('doc_open', 'Task', task.name);
    expect(admin.events()).toEqual([]);

    const toAdmin = admin.next('doc_viewers');
    const toEditor = editor.next('doc_viewers');
    editor.socket.emit('doc_open', 'Task', task.name);
    const both = { doctype: 'Task', docname: task.name, users: [USERS.editor, USERS.admin] };
    expect(await toAdmin).toEqual(both);
    expect(await toEditor).toEqual(both);

    let left = admin.next('doc_viewers');
    await editor.send('doc_close', 'Task', task.name);
    expect(await left).toEqual({ doctype: 'Task', docname: task.name, users: [USERS.admin] });
    expect(editor.messagesOf('doc_viewers')).toHaveLength(1);

    await editor.send('doc_open', 'Task', task.name);
    left = admin.next('doc_viewers');
    editor.close();
    expect(await left).toEqual({ doctype: 'Task', docname: task.name, users: [USERS.admin] });
  });

  it("closing one form forgets the socket's other open forms, as Frappe 15's doc_close does", async () => {
    const [one, two, three] = [await newTask(), await newTask(), await newTask()];
    const admin = await socketOf(USERS.admin);
    const editor = await socketOf(USERS.editor);
    for (const task of [one, two]) {
      await admin.send('doc_open', 'Task', task.name);
      await editor.send('doc_open', 'Task', task.name);
    }
    await editor.send('doc_close', 'Task', one.name);
    await admin.send('doc_open', 'Task', three.name);
    await editor.send('doc_open', 'Task', three.name);
    const seen = admin.messagesOf('doc_viewers').length;
    // The disconnect tells the viewers of each form in the socket's list, in order: after the close, form three
    // only (had two been kept, it would come first).
    const left = admin.next('doc_viewers');
    editor.close();
    expect(await left).toEqual({ doctype: 'Task', docname: three.name, users: [USERS.admin] });
    expect(admin.messagesOf('doc_viewers')).toHaveLength(seen + 1);
  });

  it('a user who may not read the document opens nothing and tells no one', async () => {
    const task = await newTask();
    const admin = await socketOf(USERS.admin);
    await admin.send('doc_open', 'Task', task.name);
    const noRole = track(await connectAs(served.server, await userWithoutRole()));
    await noRole.send('doc_open', 'Task', task.name);
    await admin.settled();
    expect(admin.events()).toEqual([]);
    expect(noRole.events()).toEqual([]);
  });
});
