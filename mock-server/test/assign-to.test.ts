// Assignments as Frappe keeps them: frappe.desk.form.assign_to.add/remove create and cancel ToDos, the task's
// `_assign` follows without a change of `modified`, and the assignee picker's frappe.desk.search.search_link.

import { Client, loggedIn, serveForTests, USERS } from './helpers/server';

const served = serveForTests({ user: USERS.editor });

async function newTask(subject: string): Promise<{ name: string; modified: string }> {
  const res = await served.client.post('/api/resource/Task', { subject });
  expect(res.status).toBe(200);
  return res.body.data;
}

const assign = (doc: string, users: unknown) =>
  served.client.post('/api/method/frappe.desk.form.assign_to.add', { doctype: 'Task', name: doc, assign_to: users });
const unassign = (doc: string, user: string) =>
  served.client.post('/api/method/frappe.desk.form.assign_to.remove', { doctype: 'Task', name: doc, assign_to: user });
// `_assign` is read from a list, as the app reads it: a document's own answer leaves it out, as Frappe's does.
const assignees = async (doc: string) => {
  const rows = (await served.client.get('/api/resource/Task', { fields: '["_assign"]', filters: `{"name":"${doc}"}` }))
    .body.data;
  return JSON.parse(rows[0]?._assign ?? '[]') as string[];
};

describe('frappe.desk.form.assign_to', () => {
  it('add assigns each user once, answers the open assignments and keeps `_assign`, not `modified`', async () => {
    const task = await newTask('Assign me');
    const first = await assign(task.name, JSON.stringify([USERS.admin]));
    expect(first.status).toBe(200);
    expect(first.body.message).toEqual([{ owner: USERS.admin, name: expect.any(String) }]);
    // Again, with a second user: the first is not assigned twice.
    const second = await assign(task.name, [USERS.admin, USERS.guest]);
    expect(second.body.message.map((a: { owner: string }) => a.owner)).toEqual([USERS.admin, USERS.guest]);
    expect(await assignees(task.name)).toEqual([USERS.admin, USERS.guest]);
    const after = (await served.client.get(`/api/resource/Task/${task.name}`)).body.data;
    expect(after.modified).toBe(task.modified);

    const removed = await unassign(task.name, USERS.admin);
    expect(removed.body.message.map((a: { owner: string }) => a.owner)).toEqual([USERS.guest]);
    expect(await assignees(task.name)).toEqual([USERS.guest]);
  });

  it('refuses bad arguments with 417, unknown documents with 404 and unknown users as links', async () => {
    const task = await newTask('Bad input');
    expect((await assign(task.name, '[not json')).status).toBe(417);
    expect((await assign(task.name, [])).status).toBe(417);
    expect((await assign(task.name, [42])).status).toBe(417);
    expect((await assign('TASK-1999-99999', [USERS.admin])).status).toBe(404);
    const unknown = await assign(task.name, ['nobody@tessera.dev']);
    expect(unknown.status).toBe(417);
    expect(unknown.body.exc_type).toBe('LinkValidationError');
    expect(await assignees(task.name)).toEqual([]);
  });

  it('needs a signed-in user who may read the document, and a POST', async () => {
    const task = await newTask('Permissions');
    // @frappe.whitelist(methods=["POST"]): a GET is refused as Frappe refuses it.
    const byGet = await served.client.request('/api/method/frappe.desk.form.assign_to.add', {
      method: 'GET',
      query: { doctype: 'Task', name: task.name, assign_to: JSON.stringify([USERS.admin]) },
    });
    expect(byGet.status).toBe(403);
    const signedOut = await new Client(served.server.baseUrl).post('/api/method/frappe.desk.form.assign_to.add', {
      doctype: 'Task',
      name: task.name,
      assign_to: [USERS.admin],
    });
    expect(signedOut.status).toBe(403);
    expect(await assignees(task.name)).toEqual([]);
    const guest = await loggedIn(served.server.baseUrl, USERS.guest);
    // Frappe checks read permission only: a read-only user may assign, as on a real site.
    const byGuest = await guest.post('/api/method/frappe.desk.form.assign_to.add', {
      doctype: 'Task',
      name: task.name,
      assign_to: [USERS.editor],
    });
    expect(byGuest.status).toBe(200);
    // The assignee sees the ToDo; another user does not.
    const editorTodos = await served.client.get('/api/resource/ToDo', {
      fields: JSON.stringify(['allocated_to', 'reference_name', 'assigned_by']),
      filters: JSON.stringify([['reference_name', '=', task.name]]),
    });
    expect(editorTodos.body.data).toEqual([
      { allocated_to: USERS.editor, reference_name: task.name, assigned_by: USERS.guest },
    ]);
    const sa = await loggedIn(served.server.baseUrl, USERS.sa);
    expect(
      (await sa.get('/api/resource/ToDo', { filters: JSON.stringify([['reference_name', '=', task.name]]) })).body.data,
    ).toHaveLength(1);
  });
});

describe('frappe.desk.search.search_link for User', () => {
  it('lists enabled system users matching the text, by e-mail or name, to any signed-in user', async () => {
    const guest = await loggedIn(served.server.baseUrl, USERS.guest);
    const all = await guest.get('/api/method/frappe.desk.search.search_link', { doctype: 'User', txt: '' });
    expect(all.status).toBe(200);
    const values = all.body.message.map((s: { value: string }) => s.value);
    expect(values).toEqual(expect.arrayContaining([USERS.admin, USERS.editor, USERS.guest, USERS.sa]));
    expect(values).not.toContain('Administrator');
    expect(values).not.toContain('Guest');

    const elena = await guest.get('/api/method/frappe.desk.search.search_link', { doctype: 'User', txt: 'elena' });
    expect(elena.body.message).toEqual([{ value: USERS.editor, description: 'Elena Park' }]);
    // LIKE's wildcards in the text match only themselves.
    const wildcard = await guest.get('/api/method/frappe.desk.search.search_link', { doctype: 'User', txt: '%' });
    expect(wildcard.body.message).toEqual([]);
  });
});
