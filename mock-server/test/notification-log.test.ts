// Notification Log as Frappe 15 keeps it: each user's own logs, made by an assignment (and its removal) and by a
// comment that mentions them; a user reads only theirs and changes them only through mark_as_read and
// mark_all_as_read. The seed's logs come from the seeded assignments.

import { Client, loggedIn, serveForTests, USERS } from './helpers/server';

const served = serveForTests({ user: USERS.admin });

const LOG = '/api/resource/Notification Log';
const METHOD = '/api/method/frappe.desk.doctype.notification_log.notification_log';
const FIELDS = JSON.stringify([
  'name',
  'for_user',
  'from_user',
  'type',
  'subject',
  'document_type',
  'document_name',
  'read',
  'modified',
]);

interface Log {
  name: string;
  for_user: string;
  from_user: string;
  type: string;
  subject: string;
  document_type: string;
  document_name: string;
  read: number;
  modified: string;
}

let editor: Client;
let guest: Client;
beforeAll(async () => {
  editor = await loggedIn(served.server.baseUrl, USERS.editor);
  guest = await loggedIn(served.server.baseUrl, USERS.guest);
});

async function logsOf(client: Client, filters: unknown[] = []): Promise<Log[]> {
  const res = await client.get(LOG, {
    fields: FIELDS,
    filters: JSON.stringify(filters),
    order_by: 'creation desc',
    limit_page_length: '0',
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function newTask(subject: string): Promise<string> {
  const res = await served.client.post('/api/resource/Task', { subject });
  expect(res.status).toBe(200);
  return res.body.data.name;
}

const assign = (client: Client, task: string, user: string) =>
  client.post('/api/method/frappe.desk.form.assign_to.add', { doctype: 'Task', name: task, assign_to: [user] });

describe('the seed', () => {
  it('gives each demo user only the logs of their own seeded assignments, citing tasks that exist', async () => {
    for (const client of [served.client, editor]) {
      const me = client === editor ? USERS.editor : USERS.admin;
      const logs = await logsOf(client);
      const todos = await client.get('/api/resource/ToDo', {
        fields: JSON.stringify(['reference_name']),
        filters: JSON.stringify([
          ['allocated_to', '=', me],
          ['assigned_by', '!=', me],
          ['status', '=', 'Open'],
        ]),
        limit_page_length: '0',
      });
      expect(logs.length).toBeGreaterThan(0);
      expect(logs.map((log) => log.document_name).sort()).toEqual(
        todos.body.data.map((todo: { reference_name: string }) => todo.reference_name).sort(),
      );
      for (const log of logs) {
        expect(log).toMatchObject({ for_user: me, type: 'Assignment', document_type: 'Task', read: 0 });
        const task = await client.get(`/api/resource/Task/${log.document_name}`);
        expect(task.status).toBe(200);
        expect(log.subject).toContain(`<b class="subject-title">${task.body.data.subject}</b> to you`);
      }
    }
  });
});

describe('made by Frappe', () => {
  it('an assignment tells the assignee, not the one who assigned; its removal too', async () => {
    const task = await newTask('Review the notification bell');
    const before = (await logsOf(served.client)).length;
    expect((await assign(served.client, task, USERS.editor)).status).toBe(200);

    const [assigned] = await logsOf(editor, [['document_name', '=', task]]);
    expect(assigned).toMatchObject({
      for_user: USERS.editor,
      from_user: USERS.admin,
      type: 'Assignment',
      document_type: 'Task',
      read: 0,
      subject:
        '<strong>Adam Reyes</strong> assigned a new task <strong>Task</strong> ' +
        '<b class="subject-title">Review the notification bell</b> to you',
    });
    expect(await logsOf(served.client)).toHaveLength(before);

    await served.client.post('/api/method/frappe.desk.form.assign_to.remove', {
      doctype: 'Task',
      name: task,
      assign_to: USERS.editor,
    });
    const [removed] = await logsOf(editor, [['document_name', '=', task]]);
    expect(removed!.subject).toBe(
      'Your assignment on <strong>Task</strong> <b class="subject-title">Review the notification bell</b> ' +
        'has been removed by <strong>Adam Reyes</strong>',
    );
  });

  it('assigning oneself tells nobody', async () => {
    const task = await newTask('Mine alone');
    await assign(served.client, task, USERS.admin);
    expect(await logsOf(served.client, [['document_name', '=', task]])).toEqual([]);
  });

  it('a comment tells the users it mentions, not its author or anyone else', async () => {
    const task = await newTask('Pick the bell icon');
    const mention = (user: string, name: string) =>
      `<span class="mention" data-id="${user}" data-value="${name}" data-denotation-char="@">@${name}</span>`;
    const content = `<p>${mention(USERS.editor, 'Elena Park')} and ${mention(USERS.admin, 'Adam Reyes')}, which one?</p>`;
    const res = await served.client.post('/api/method/frappe.desk.form.utils.add_comment', {
      reference_doctype: 'Task',
      reference_name: task,
      content,
      comment_email: USERS.admin,
      comment_by: 'Adam Reyes',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ comment_type: 'Comment', reference_name: task, content });

    expect(await logsOf(editor, [['document_name', '=', task]])).toEqual([
      expect.objectContaining({
        type: 'Mention',
        from_user: USERS.admin,
        subject:
          '<strong>Adam Reyes</strong> mentioned you in a comment in <strong>Task</strong> ' +
          '<b class="subject-title">Pick the bell icon</b>',
      }),
    ]);
    expect(await logsOf(served.client, [['document_name', '=', task]])).toEqual([]);
    expect(await logsOf(guest, [['document_name', '=', task]])).toEqual([]);
  });

  it('a comment on no document, or without its arguments, is refused', async () => {
    const comment = (name: string) =>
      served.client.post('/api/method/frappe.desk.form.utils.add_comment', {
        reference_doctype: 'Task',
        reference_name: name,
        content: 'x',
        comment_email: USERS.admin,
        comment_by: 'Adam Reyes',
      });
    expect((await comment('TASK-1999-99999')).status).toBe(404);
    expect((await served.client.post('/api/method/frappe.desk.form.utils.add_comment', {})).status).toBe(417);
  });

  it("deleting a document deletes its logs, as Frappe's delete_doc does", async () => {
    const task = await newTask('Short-lived');
    await assign(served.client, task, USERS.editor);
    expect(await logsOf(editor, [['document_name', '=', task]])).toHaveLength(1);
    expect((await served.client.delete(`/api/resource/Task/${task}`)).status).toBe(202);
    expect(await logsOf(editor, [['document_name', '=', task]])).toEqual([]);
  });
});

describe("a user's own logs only", () => {
  let adminLog: Log;
  let editorLog: Log;
  beforeAll(async () => {
    const task = await newTask('Both of us');
    await assign(served.client, task, USERS.editor);
    await assign(editor, task, USERS.admin);
    const [ownLog] = await logsOf(served.client, [['document_name', '=', task]]);
    const [othersLog] = await logsOf(editor, [['document_name', '=', task]]);
    if (!ownLog || !othersLog) throw new Error('the assignments made no logs');
    adminLog = ownLog;
    editorLog = othersLog;
  });

  it('reads: a list, a count and one log by name', async () => {
    expect(await logsOf(editor, [['for_user', '=', USERS.admin]])).toEqual([]);
    const count = await editor.get('/api/method/frappe.client.get_count', {
      doctype: 'Notification Log',
      filters: JSON.stringify([['for_user', '=', USERS.admin]]),
    });
    expect(count.body.message).toBe(0);
    const other = await editor.get(`${LOG}/${adminLog.name}`);
    expect(other.status).toBe(403);
    expect(other.body.exc_type).toBe('PermissionError');
    expect((await editor.get(`${LOG}/${editorLog.name}`)).status).toBe(200);
  });

  it('writes: no create, change or delete through the resource API, even of their own', async () => {
    expect((await editor.put(`${LOG}/${editorLog.name}`, { read: 1 })).status).toBe(403);
    expect((await editor.delete(`${LOG}/${editorLog.name}`)).status).toBe(403);
    const forged = await editor.post(LOG, { for_user: USERS.admin, subject: 'Forged', type: 'Alert' });
    expect(forged.status).toBe(403);
    expect(await logsOf(served.client, [['subject', '=', 'Forged']])).toEqual([]);
  });

  it("mark_as_read marks the user's own log, keeps `modified`, and refuses another's", async () => {
    const refused = await editor.post(`${METHOD}.mark_as_read`, { docname: adminLog.name });
    expect(refused.status).toBe(403);
    expect((await logsOf(served.client, [['name', '=', adminLog.name]]))[0]!.read).toBe(0);

    const marked = await editor.post(`${METHOD}.mark_as_read`, { docname: editorLog.name });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({});
    const [after] = await logsOf(editor, [['name', '=', editorLog.name]]);
    expect(after).toMatchObject({ read: 1, modified: editorLog.modified });
  });

  it('mark_as_read needs a POST, a name and a log', async () => {
    const byGet = await editor.request(`${METHOD}.mark_as_read`, { method: 'GET', query: { docname: editorLog.name } });
    expect(byGet.status).toBe(403);
    expect((await editor.post(`${METHOD}.mark_as_read`, {})).status).toBe(417);
    expect((await editor.post(`${METHOD}.mark_as_read`, { docname: 'nosuchlog1' })).status).toBe(404);
    expect(
      (await new Client(served.server.baseUrl).post(`${METHOD}.mark_as_read`, { docname: editorLog.name })).status,
    ).toBe(403);
  });

  it("mark_all_as_read marks all of the user's own, none of anyone else's", async () => {
    const adminUnread = (await logsOf(served.client, [['read', '=', 0]])).length;
    expect(adminUnread).toBeGreaterThan(0);
    expect((await editor.post(`${METHOD}.mark_all_as_read`, {})).status).toBe(200);
    expect(await logsOf(editor, [['read', '=', 0]])).toEqual([]);
    expect(await logsOf(served.client, [['read', '=', 0]])).toHaveLength(adminUnread);
  });
});
