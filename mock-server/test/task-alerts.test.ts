// Tessera's Notification rules on Task, as a site set up by `npm run frappe:setup` runs them: a change of a
// task's status or board status tells its open assignees but the user who made it, with an Alert log each,
// as a Frappe 15 site made them (subject, type, document, from_user). Other changes tell nobody.

import { loggedIn, serveForTests, USERS, type Client } from './helpers/server';

const served = serveForTests({ user: USERS.admin });

const LOG = '/api/resource/Notification Log';
const FIELDS = JSON.stringify([
  'for_user',
  'from_user',
  'type',
  'subject',
  'email_content',
  'document_type',
  'document_name',
  'read',
]);

let editor: Client;
let guest: Client;
beforeAll(async () => {
  editor = await loggedIn(served.server.baseUrl, USERS.editor);
  guest = await loggedIn(served.server.baseUrl, USERS.guest);
});

async function alertsOn(client: Client, task: string): Promise<Record<string, unknown>[]> {
  const res = await client.get(LOG, {
    fields: FIELDS,
    filters: JSON.stringify([
      ['document_name', '=', task],
      ['type', '=', 'Alert'],
    ]),
    order_by: 'creation asc',
    limit_page_length: '0',
  });
  expect(res.status).toBe(200);
  return res.body.data;
}

async function created(client: Client, doctype: string, values: Record<string, unknown>): Promise<string> {
  const res = await client.post(`/api/resource/${doctype}`, values);
  expect(res.status).toBe(200);
  return res.body.data.name;
}

async function taskAssignedTo(subject: string, users: string[], values: Record<string, unknown> = {}) {
  const task = await created(served.client, 'Task', { subject, status: 'Open', ...values });
  const res = await served.client.post('/api/method/frappe.desk.form.assign_to.add', {
    doctype: 'Task',
    name: task,
    assign_to: users,
  });
  expect(res.status).toBe(200);
  return task;
}

async function save(client: Client, task: string, values: Record<string, unknown>): Promise<void> {
  expect((await client.put(`/api/resource/Task/${task}`, values)).status).toBe(200);
}

it("a status change tells each of the task's assignees but the one who made it", async () => {
  const task = await taskAssignedTo('Fix the <i>login</i> page', [USERS.editor, USERS.admin, USERS.guest]);
  await save(served.client, task, { status: 'Working' });

  const expected = {
    from_user: USERS.admin,
    type: 'Alert',
    subject: 'Adam Reyes set the status of Fix the <i>login</i> page to Working',
    email_content: 'Status: Working',
    document_type: 'Task',
    document_name: task,
    read: 0,
  };
  expect(await alertsOn(editor, task)).toEqual([{ ...expected, for_user: USERS.editor }]);
  expect(await alertsOn(guest, task)).toEqual([{ ...expected, for_user: USERS.guest }]);
  expect(await alertsOn(served.client, task)).toEqual([]);
});

it('a change made through frappe.client.set_value tells them too, from whoever made it', async () => {
  const task = await taskAssignedTo('Write the release notes', [USERS.editor, USERS.admin]);
  const res = await editor.post('/api/method/frappe.client.set_value', {
    doctype: 'Task',
    name: task,
    fieldname: 'status',
    value: 'Pending Review',
  });
  expect(res.status).toBe(200);
  expect(await alertsOn(editor, task)).toEqual([]);
  expect(await alertsOn(served.client, task)).toEqual([
    expect.objectContaining({
      for_user: USERS.admin,
      from_user: USERS.editor,
      subject: 'Elena Park set the status of Write the release notes to Pending Review',
    }),
  ]);
});

it('a board status change tells them, naming the board status', async () => {
  const space = await created(served.client, 'Spaces', { name1: 'Alerts space' });
  const planned = await created(served.client, 'Puxeo Statuses', { name1: 'Planned', space, position: 0 });
  const review = await created(served.client, 'Puxeo Statuses', { name1: 'In review', space, position: 1 });
  const project = await created(served.client, 'Project', { project_name: 'Alerts project', space });
  const task = await taskAssignedTo('Move me on the board', [USERS.editor], { project, puxeo_status: planned });

  await save(served.client, task, { puxeo_status: review });
  expect(await alertsOn(editor, task)).toEqual([
    expect.objectContaining({
      from_user: USERS.admin,
      subject: 'Adam Reyes moved Move me on the board to In review',
      email_content: 'Board status: In review',
    }),
  ]);

  // A board status cleared tells nobody.
  await save(served.client, task, { puxeo_status: null });
  expect(await alertsOn(editor, task)).toHaveLength(1);
});

it('tells nobody of other changes, of a save that keeps the status, or when the only assignee made it', async () => {
  const task = await taskAssignedTo('Quiet task', [USERS.editor]);
  await save(served.client, task, { priority: 'High', description: 'More detail' });
  await save(served.client, task, { status: 'Open' });
  await save(editor, task, { status: 'Completed' });
  expect(await alertsOn(editor, task)).toEqual([]);
  expect(await alertsOn(served.client, task)).toEqual([]);
});

it('tells nobody when the task has no open assignee', async () => {
  const task = await taskAssignedTo('Unassigned soon', [USERS.editor]);
  await served.client.post('/api/method/frappe.desk.form.assign_to.remove', {
    doctype: 'Task',
    name: task,
    assign_to: USERS.editor,
  });
  await save(served.client, task, { status: 'Working' });
  expect(await alertsOn(editor, task)).toEqual([]);
});
