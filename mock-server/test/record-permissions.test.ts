// Per-record rules on every path to one document, over HTTP. A ToDo is its assignee's and its assigner's
// (Frappe 15's todo.py has_permission and get_permission_query_conditions: `allocated_to` or `assigned_by`),
// every ToDo a user manager's (SA, ADMIN; Frappe: a role with ToDo permission, System Manager): reading,
// creating, changing and deleting one go by that rule through /api/resource, frappe.client.* and
// frappe.desk.form.assign_to alike, and a refusal answers nothing of the document.

import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, USERS, type ApiResponse } from './helpers/server';

const served = serveForTests({ user: USERS.admin });
const admin = () => served.client;
let editor: Client;

beforeAll(async () => {
  editor = await loggedIn(served.server.baseUrl, USERS.editor);
});

const SECRET = 'admin: salary review notes';
const method = (name: string) => `/api/method/${name}`;

interface ToDoDoc {
  name: string;
  description: string;
  modified: string;
  [field: string]: unknown;
}

async function newToDo(client: Client, values: Record<string, unknown>): Promise<ToDoDoc> {
  const res = await client.post('/api/resource/ToDo', values);
  if (res.status !== 200) throw new Error(`ToDo not created: ${res.status} ${res.text}`);
  return res.body.data;
}

/** Admin's own ToDo, which nobody else is in. */
const adminsToDo = () => newToDo(admin(), { description: SECRET, allocated_to: USERS.admin });

/** The ToDo as stored (read by admin, who may read every ToDo). */
const stored = (name: string) => admin().get(`/api/resource/ToDo/${name}`);

/** A 403 PermissionError with `message`, and nothing of the document in the answer. */
function refused(res: ApiResponse, message: string): void {
  expect(res.status).toBe(403);
  expect(errorMessage(res, 'PermissionError')).toBe(message);
  expect(res.text).not.toContain('salary');
}

describe("another user's ToDo", () => {
  it('PUT → 403, the ToDo unchanged', async () => {
    const todo = await adminsToDo();
    refused(
      await editor.put(`/api/resource/ToDo/${todo.name}`, { description: 'mine now' }),
      `No permission to write ToDo ${todo.name}`,
    );
    // Naming oneself its assigner does not make it one's own: the rule holds for the ToDo as stored.
    refused(
      await editor.put(`/api/resource/ToDo/${todo.name}`, { assigned_by: USERS.editor }),
      `No permission to write ToDo ${todo.name}`,
    );
    const after = (await stored(todo.name)).body.data;
    expect(after).toMatchObject({ description: SECRET, modified: todo.modified });
    expect(after.assigned_by).toBeUndefined();
  });

  it('DELETE → 403, the ToDo kept', async () => {
    const todo = await adminsToDo();
    refused(await editor.delete(`/api/resource/ToDo/${todo.name}`), `No permission to delete ToDo ${todo.name}`);
    expect((await stored(todo.name)).status).toBe(200);
  });

  it('frappe.client.set_value → 403, the ToDo unchanged', async () => {
    const todo = await adminsToDo();
    const res = await editor.post(method('frappe.client.set_value'), {
      doctype: 'ToDo',
      name: todo.name,
      fieldname: 'status',
      value: 'Closed',
    });
    refused(res, `No permission to write ToDo ${todo.name}`);
    expect((await stored(todo.name)).body.data).toMatchObject({ status: 'Open', modified: todo.modified });
  });

  it('frappe.client.delete → 403, the ToDo kept', async () => {
    const todo = await adminsToDo();
    const res = await editor.post(method('frappe.client.delete'), { doctype: 'ToDo', name: todo.name });
    refused(res, `No permission to delete ToDo ${todo.name}`);
    expect((await stored(todo.name)).status).toBe(200);
  });

  it('GET and frappe.client.get → 403; get_value, get_list and get_count do not find it', async () => {
    const todo = await adminsToDo();
    refused(await editor.get(`/api/resource/ToDo/${todo.name}`), `No permission to read ToDo ${todo.name}`);
    refused(
      await editor.get(method('frappe.client.get'), { doctype: 'ToDo', name: todo.name }),
      `No permission to read ToDo ${todo.name}`,
    );
    const value = await editor.get(method('frappe.client.get_value'), {
      doctype: 'ToDo',
      fieldname: 'description',
      filters: todo.name,
    });
    expect(value.body).toEqual({ message: {} });
    const filters = JSON.stringify([['name', '=', todo.name]]);
    const list = await editor.get(method('frappe.client.get_list'), { doctype: 'ToDo', filters });
    expect(list.body).toEqual({ message: [] });
    const count = await editor.get(method('frappe.client.get_count'), { doctype: 'ToDo', filters });
    expect(count.body).toEqual({ message: 0 });
  });
});

describe('creating', () => {
  it('a ToDo for somebody else that one does not assign → 403 (insert, insert_many: nothing kept)', async () => {
    const description = 'allocated to admin by nobody';
    refused(
      await editor.post('/api/resource/ToDo', { description, allocated_to: USERS.admin }),
      'No permission to create ToDo',
    );
    refused(
      await editor.post(method('frappe.client.insert'), {
        doc: { doctype: 'ToDo', description, allocated_to: USERS.admin },
      }),
      'No permission to create ToDo',
    );
    const many = await editor.post(method('frappe.client.insert_many'), {
      docs: [
        { doctype: 'ToDo', description: 'mine', allocated_to: USERS.editor },
        { doctype: 'ToDo', description, allocated_to: USERS.admin },
      ],
    });
    refused(many, 'No permission to create ToDo');
    const kept = await admin().get('/api/resource/ToDo', {
      filters: JSON.stringify([['description', 'in', ['mine', description]]]),
    });
    expect(kept.body.data).toEqual([]);
  });

  it('a ToDo one assigns to somebody else is one’s own: read, changed and deleted by its assigner', async () => {
    const todo = await newToDo(editor, {
      description: 'review the copy',
      allocated_to: USERS.admin,
      assigned_by: USERS.editor,
    });
    expect((await editor.get(`/api/resource/ToDo/${todo.name}`)).status).toBe(200);
    const changed = await editor.put(`/api/resource/ToDo/${todo.name}`, { priority: 'High' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.priority).toBe('High');
    expect((await editor.delete(`/api/resource/ToDo/${todo.name}`)).status).toBe(202);
  });
});

describe("one's own ToDo", () => {
  it('is read, changed with set_value and deleted with frappe.client.delete', async () => {
    const todo = await newToDo(editor, { description: 'water the plants', allocated_to: USERS.editor });
    const closed = await editor.post(method('frappe.client.set_value'), {
      doctype: 'ToDo',
      name: todo.name,
      fieldname: 'status',
      value: 'Closed',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.message.status).toBe('Closed');
    const deleted = await editor.post(method('frappe.client.delete'), { doctype: 'ToDo', name: todo.name });
    expect(deleted.status).toBe(200);
    expect((await stored(todo.name)).status).toBe(404);
  });

  it('cannot be handed to somebody else by a change that leaves one out of it → 403', async () => {
    const todo = await newToDo(editor, { description: 'pass it on', allocated_to: USERS.editor });
    refused(
      await editor.put(`/api/resource/ToDo/${todo.name}`, { allocated_to: USERS.admin }),
      `No permission to write ToDo ${todo.name}`,
    );
    expect((await editor.get(`/api/resource/ToDo/${todo.name}`)).body.data.allocated_to).toBe(USERS.editor);
  });
});

describe('User records', () => {
  it('generate_keys saves the User by its rule: an SA may not give Administrator a key → 403', async () => {
    const sa = await loggedIn(served.server.baseUrl, USERS.sa);
    const generate = (user: string) => sa.post(method('frappe.core.doctype.user.user.generate_keys'), { user });
    const res = await generate('Administrator');
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('No permission to write User Administrator');
    expect(res.text).not.toContain('api_secret');

    const own = await generate(USERS.sa);
    expect(own.status).toBe(200);
    expect(own.body.message).toEqual({ api_key: expect.any(String), api_secret: expect.any(String) });
    // The key works as Frappe's token authentication.
    const token = `token ${String(own.body.message.api_key)}:${String(own.body.message.api_secret)}`;
    const whoAmI = await new Client(served.server.baseUrl).request(method('frappe.auth.get_logged_user'), {
      headers: { authorization: token },
    });
    expect(whoAmI.body).toEqual({ message: USERS.sa });
  });
});

describe('frappe.desk.form.assign_to', () => {
  it("answers only the assignments the caller may read, never another user's ToDo", async () => {
    const task = (await admin().post('/api/resource/Task', { subject: 'Payroll export' })).body.data as {
      name: string;
    };
    const byAdmin = await admin().post(method('frappe.desk.form.assign_to.add'), {
      doctype: 'Task',
      name: task.name,
      assign_to: [USERS.sa],
    });
    expect(byAdmin.body.message).toEqual([{ owner: USERS.sa, name: expect.any(String) }]);
    const hidden = itemAt(byAdmin.body.message as { name: string }[], 0).name;

    const byEditor = await editor.post(method('frappe.desk.form.assign_to.add'), {
      doctype: 'Task',
      name: task.name,
      assign_to: [USERS.editor],
    });
    expect(byEditor.status).toBe(200);
    expect(byEditor.body.message).toEqual([{ owner: USERS.editor, name: expect.any(String) }]);
    expect(byEditor.text).not.toContain(hidden);

    const removed = await editor.post(method('frappe.desk.form.assign_to.remove'), {
      doctype: 'Task',
      name: task.name,
      assign_to: USERS.editor,
    });
    expect(removed.body.message).toEqual([]);
    // The task's own list of assignees, which anyone who reads the task reads, still names the other one.
    const listed = await editor.get('/api/resource/Task', {
      fields: '["_assign"]',
      filters: JSON.stringify({ name: task.name }),
    });
    expect(JSON.parse(listed.body.data[0]._assign)).toEqual([USERS.sa]);
  });
});
