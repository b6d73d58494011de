// frappe.client.get_value / insert / insert_many / set_value / delete over HTTP, as frappe/client.py answers
// them: parameters as JSON text (query string, form) or parsed (JSON body), HTTP-method limits, Frappe's error
// shape for bad input, permissions from the resource engine. Every test makes the Tasks it needs.

import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, USERS, type ApiResponse } from './helpers/server';

const ctx = serveForTests({ user: USERS.editor });
let admin: Client;
let guestRole: Client;

beforeAll(async () => {
  admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
  guestRole = await loggedIn(ctx.server.baseUrl, USERS.guest);
});

const method = (name: string) => `/api/method/frappe.client.${name}`;
const TASK_NAME = /^TASK-\d{4}-\d{5}$/;

let subjects = 0;
/** A subject nothing else uses, so a filter on it finds this test's tasks only. */
function uniqueSubject(label: string): string {
  subjects += 1;
  return `client-methods ${subjects} ${label}`;
}

interface TaskDoc {
  name: string;
  subject: string;
  [field: string]: unknown;
}

async function newTask(values: Record<string, unknown> = {}): Promise<TaskDoc> {
  const res = await ctx.client.post(method('insert'), {
    doc: { doctype: 'Task', subject: uniqueSubject('task'), ...values },
  });
  if (res.status !== 200) throw new Error(`insert failed: ${res.status} ${res.text}`);
  return res.body.message;
}

function taskNamed(name: unknown) {
  return ctx.client.get(`/api/resource/Task/${String(name)}`);
}

async function countTasks(subjectPrefix: string): Promise<number> {
  const res = await ctx.client.get(method('get_count'), {
    doctype: 'Task',
    filters: JSON.stringify([['subject', 'like', `${subjectPrefix}%`]]),
  });
  expect(res.status).toBe(200);
  return res.body.message;
}

/** Asserts the status and Frappe's error shape; returns the main message. */
function failure(res: ApiResponse, status: number, excType: string): string {
  expect(res.status).toBe(status);
  return errorMessage(res, excType);
}

describe('not signed in', () => {
  it.each(['get_value', 'insert', 'insert_many', 'set_value', 'delete'])('%s → 403 PermissionError', async (name) => {
    const res = await new Client(ctx.server.baseUrl).post(method(name), { doctype: 'Task', name: 'x' });
    expect(failure(res, 403, 'PermissionError')).toContain(`Function <strong>frappe.client.${name}</strong>`);
  });
});

describe('frappe.client.get_value', () => {
  it("answers the first match's fields as an object, null fields omitted (GET, JSON text)", async () => {
    const task = await newTask({ priority: 'High' });
    const res = await ctx.client.get(method('get_value'), {
      doctype: 'Task',
      fieldname: JSON.stringify(['subject', 'priority', 'description']),
      filters: JSON.stringify({ subject: task.subject }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: { subject: task.subject, priority: 'High' } });
  });

  it('takes a document name as filters and one field name as fieldname', async () => {
    const task = await newTask();
    const res = await ctx.client.get(method('get_value'), {
      doctype: 'Task',
      fieldname: 'subject',
      filters: task.name,
    });
    expect(res.body).toEqual({ message: { subject: task.subject } });
  });

  it('takes a list of conditions; several matches → the first in the default order (newest)', async () => {
    const subject = uniqueSubject('twins');
    await newTask({ subject, priority: 'Low' });
    const newest = await newTask({ subject, priority: 'Low' });
    await newTask({ subject, priority: 'Urgent' });
    const res = await ctx.client.post(method('get_value'), {
      doctype: 'Task',
      fieldname: ['name'],
      filters: [
        ['subject', '=', subject],
        ['priority', '=', 'Low'],
      ],
    });
    expect(res.body).toEqual({ message: { name: newest.name } });
  });

  it('as_dict false (JSON body): the bare value, or the row as a list for several fields', async () => {
    const task = await newTask({ priority: 'Urgent' });
    const one = await ctx.client.post(method('get_value'), {
      doctype: 'Task',
      fieldname: 'priority',
      filters: task.name,
      as_dict: false,
    });
    expect(one.body).toEqual({ message: 'Urgent' });
    const several = await ctx.client.post(method('get_value'), {
      doctype: 'Task',
      fieldname: ['subject', 'priority'],
      filters: { name: task.name },
      as_dict: 0,
    });
    expect(several.body).toEqual({ message: [task.subject, 'Urgent'] });
  });

  it('as_dict=0 in a query string answers the row as a list: Frappe tests the text, which is true', async () => {
    const task = await newTask();
    const res = await ctx.client.get(method('get_value'), {
      doctype: 'Task',
      fieldname: 'subject',
      filters: task.name,
      as_dict: '0',
    });
    expect(res.body).toEqual({ message: [task.subject] });
  });

  it('no match: {} as a dict, no message at all otherwise (200, not 404)', async () => {
    const filters = JSON.stringify({ subject: uniqueSubject('nobody') });
    const asDict = await ctx.client.get(method('get_value'), { doctype: 'Task', fieldname: 'name', filters });
    expect(asDict.status).toBe(200);
    expect(asDict.body).toEqual({ message: {} });
    const bare = await ctx.client.post(method('get_value'), {
      doctype: 'Task',
      fieldname: 'name',
      filters: 'TASK-0000-99999',
      as_dict: false,
    });
    expect(bare.status).toBe(200);
    expect(bare.body).toEqual({});
  });

  it('a GUEST may read (Task read permission is guest)', async () => {
    const task = await newTask();
    const res = await guestRole.get(method('get_value'), { doctype: 'Task', fieldname: 'subject', filters: task.name });
    expect(res.body).toEqual({ message: { subject: task.subject } });
  });

  it('unknown doctype → 404 DoesNotExistError', async () => {
    const res = await ctx.client.get(method('get_value'), { doctype: 'Nope', fieldname: 'name' });
    expect(failure(res, 404, 'DoesNotExistError')).toBe('DocType Nope not found');
  });

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['filters malformed JSON', { fieldname: 'name', filters: '{"subject": ' }, 'ValidationError', /^filters must be/],
    ['fieldname malformed JSON', { fieldname: '["subject"' }, 'ValidationError', /^fieldname must be valid JSON/],
    ['fieldname a number', { fieldname: 7 }, 'ValidationError', /^fieldname must be a field name/],
    ['fieldname an empty list', { fieldname: [] }, 'ValidationError', /^fieldname must be a field name/],
    ['fieldname missing', {}, 'ValidationError', /^Missing argument: fieldname$/],
    ['an unknown field', { fieldname: 'nope' }, 'DataError', /^Field not permitted in query: nope$/],
    ['as_dict not a boolean', { fieldname: 'name', as_dict: 'maybe' }, 'ValidationError', /^as_dict must be/],
    ['filters a boolean', { fieldname: 'name', filters: true }, 'ValidationError', /^filters must be/],
  ])('%s → 417', async (_label, args, excType, message) => {
    const res = await ctx.client.post(method('get_value'), { doctype: 'Task', ...args });
    expect(failure(res, 417, excType)).toMatch(message);
  });

  it('doctype not text → 417', async () => {
    const res = await ctx.client.post(method('get_value'), { doctype: ['Task'], fieldname: 'name' });
    expect(failure(res, 417, 'ValidationError')).toBe('doctype must be text, got a list');
  });
});

describe('frappe.client.insert', () => {
  it('POST {doc} → the inserted document, named by the series, null fields omitted', async () => {
    const subject = uniqueSubject('insert');
    const res = await ctx.client.post(method('insert'), {
      doc: { doctype: 'Task', subject, priority: 'High', not_a_field: 'dropped' },
    });
    expect(res.status).toBe(200);
    const doc = res.body.message;
    expect(doc.name).toMatch(TASK_NAME);
    expect(doc).toMatchObject({ doctype: 'Task', subject, priority: 'High', status: 'Open', owner: USERS.editor });
    expect(doc).not.toHaveProperty('not_a_field');
    expect(doc).not.toHaveProperty('description');
    expect(Object.values(doc)).not.toContain(null);
    expect((await taskNamed(doc.name)).body.data).toEqual(doc);
  });

  it('takes doc as JSON text in a form, and PUT', async () => {
    const subject = uniqueSubject('form insert');
    const res = await ctx.client.request(method('insert'), {
      method: 'PUT',
      form: { doc: JSON.stringify({ doctype: 'Task', subject }) },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatchObject({ doctype: 'Task', subject });
  });

  it.each(['GET', 'DELETE'])('%s → 403 "Not permitted", nothing inserted', async (httpMethod) => {
    const subject = uniqueSubject(`insert by ${httpMethod}`);
    const res = await ctx.client.request(method('insert'), {
      method: httpMethod,
      query: { doc: JSON.stringify({ doctype: 'Task', subject }) },
    });
    expect(failure(res, 403, 'PermissionError')).toBe('Not permitted');
    expect(await countTasks(subject)).toBe(0);
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['doc missing', {}, /^Missing argument: doc$/],
    ['doc malformed JSON', { doc: '{"doctype": "Task", ' }, /^doc must be valid JSON/],
    ['doc a list', { doc: [{ doctype: 'Task', subject: 'x' }] }, /^doc must be a JSON object of field values/],
    ['doc without a doctype', { doc: { subject: 'x' } }, /^doc must name its doctype/],
    ['doctype not text', { doc: { doctype: 5, subject: 'x' } }, /^doc must name its doctype/],
    ['a wrong-typed field', { doc: { doctype: 'Task', subject: { text: 'x' } } }, /^Subject: expected text/],
  ])('%s → 417 ValidationError', async (_label, args, message) => {
    const res = await ctx.client.post(method('insert'), args);
    expect(failure(res, 417, 'ValidationError')).toMatch(message);
  });

  it('a missing required field → 417 MandatoryError', async () => {
    const res = await ctx.client.post(method('insert'), { doc: { doctype: 'Task', priority: 'Low' } });
    expect(failure(res, 417, 'MandatoryError')).toBe('Error: Value missing for Task: Subject');
  });

  it('unknown doctype → 404 DoesNotExistError', async () => {
    const res = await ctx.client.post(method('insert'), { doc: { doctype: 'Nope', subject: 'x' } });
    expect(failure(res, 404, 'DoesNotExistError')).toBe('DocType Nope not found');
  });

  it('a GUEST may not create → 403 PermissionError', async () => {
    const subject = uniqueSubject('guest insert');
    const res = await guestRole.post(method('insert'), { doc: { doctype: 'Task', subject } });
    expect(failure(res, 403, 'PermissionError')).toBe('No permission to create Task');
    expect(await countTasks(subject)).toBe(0);
  });
});

describe('frappe.client.insert_many', () => {
  it('inserts every document and answers their names, in order', async () => {
    const subjects = [uniqueSubject('many a'), uniqueSubject('many b'), uniqueSubject('many c')];
    const res = await ctx.client.post(method('insert_many'), {
      docs: subjects.map((subject) => ({ doctype: 'Task', subject })),
    });
    expect(res.status).toBe(200);
    const names: unknown[] = res.body.message;
    expect(names).toHaveLength(3);
    for (const [i, name] of names.entries()) {
      expect(name).toMatch(TASK_NAME);
      expect((await taskNamed(name)).body.data.subject).toBe(subjects[i]);
    }
    expect(new Set(names).size).toBe(3);
  });

  it('takes docs as JSON text in a form, and PUT; GET → 403 "Not permitted"', async () => {
    const subject = uniqueSubject('many form');
    const docs = JSON.stringify([{ doctype: 'Task', subject }]);
    const put = await ctx.client.request(method('insert_many'), { method: 'PUT', form: { docs } });
    expect(put.status).toBe(200);
    expect(put.body.message).toEqual([expect.stringMatching(TASK_NAME)]);
    const get = await ctx.client.get(method('insert_many'), { docs });
    expect(failure(get, 403, 'PermissionError')).toBe('Not permitted');
    expect(await countTasks(subject)).toBe(1);
  });

  it('refuses more than 200 in one request, inserting none; 200 are accepted', async () => {
    const over = uniqueSubject('over');
    const tooMany = Array.from({ length: 201 }, (_, i) => ({ doctype: 'Task', subject: `${over} ${i}` }));
    const refused = await ctx.client.post(method('insert_many'), { docs: tooMany });
    expect(failure(refused, 417, 'ValidationError')).toBe('Only 200 inserts allowed in one request');
    expect(await countTasks(over)).toBe(0);

    const limit = uniqueSubject('limit');
    const allowed = Array.from({ length: 200 }, (_, i) => ({ doctype: 'Task', subject: `${limit} ${i}` }));
    const res = await ctx.client.post(method('insert_many'), { docs: allowed });
    expect(res.status).toBe(200);
    expect(res.body.message).toHaveLength(200);
    expect(await countTasks(limit)).toBe(200);
  });

  it('one failing document → its error, and none of the batch stays (Frappe rolls the request back, series too)', async () => {
    const before = await newTask();
    const batch = uniqueSubject('batch');
    const res = await ctx.client.post(method('insert_many'), {
      docs: [
        { doctype: 'Task', subject: `${batch} 1` },
        { doctype: 'Task', priority: 'Low' },
        { doctype: 'Task', subject: `${batch} 3` },
      ],
    });
    expect(failure(res, 417, 'MandatoryError')).toBe('Error: Value missing for Task: Subject');
    expect(await countTasks(batch)).toBe(0);
    // The first document's series number was rolled back with it: the next task takes it.
    const after = await newTask();
    const serial = (name: unknown) => Number(String(name).slice(-5));
    expect(serial(after.name)).toBe(serial(before.name) + 1);
  });

  it('unknown doctype in one document → 404, none of the batch stays', async () => {
    const batch = uniqueSubject('unknown doctype batch');
    const res = await ctx.client.post(method('insert_many'), {
      docs: [
        { doctype: 'Task', subject: batch },
        { doctype: 'Nope', subject: 'x' },
      ],
    });
    expect(failure(res, 404, 'DoesNotExistError')).toBe('DocType Nope not found');
    expect(await countTasks(batch)).toBe(0);
  });

  describe('a batch that sets passwords (hashed off the event loop)', () => {
    const userEmails = (count: number, label: string) =>
      Array.from({ length: count }, (_, i) => `client-methods-${label}-${i}@example.com`);

    async function countUsers(emails: string[]): Promise<number> {
      const res = await admin.get(method('get_count'), {
        doctype: 'User',
        filters: JSON.stringify([['name', 'in', emails]]),
      });
      return res.body.message;
    }

    it('inserts them all; each new user can sign in with their password', async () => {
      const emails = userEmails(2, 'ok');
      const res = await admin.post(method('insert_many'), {
        docs: emails.map((email) => ({ doctype: 'User', email, first_name: 'New', new_password: 'a-long-pass-1' })),
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(emails);
      await expect(loggedIn(ctx.server.baseUrl, itemAt(emails, 1), 'a-long-pass-1')).resolves.toBeInstanceOf(Client);
    });

    it('is all-or-nothing too: a failure removes the users already inserted', async () => {
      const emails = userEmails(3, 'failing');
      const res = await admin.post(method('insert_many'), {
        docs: [
          { doctype: 'User', email: emails[0], first_name: 'One', new_password: 'a-long-pass-1' },
          { doctype: 'User', email: emails[1], first_name: 'Two' },
          { doctype: 'User', email: emails[2], new_password: 'a-long-pass-3' },
        ],
      });
      expect(failure(res, 417, 'MandatoryError')).toBe('Error: Value missing for User: First Name');
      expect(await countUsers(emails)).toBe(0);
    });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['docs missing', {}, /^Missing argument: docs$/],
    ['docs malformed JSON', { docs: '[{"doctype": "Task"' }, /^docs must be valid JSON/],
    ['docs an object', { docs: { doctype: 'Task', subject: 'x' } }, /^docs must be a JSON list of documents/],
    [
      'an item not an object',
      { docs: [{ doctype: 'Task', subject: 'x' }, 'Task'] },
      /^docs\[1\] must be a JSON object/,
    ],
    ['an item without a doctype', { docs: [{ subject: 'x' }] }, /^docs\[0\] must name its doctype/],
  ])('%s → 417 ValidationError', async (_label, args, message) => {
    const res = await ctx.client.post(method('insert_many'), args);
    expect(failure(res, 417, 'ValidationError')).toMatch(message);
  });

  it('a GUEST may not create → 403 PermissionError, nothing inserted', async () => {
    const subject = uniqueSubject('guest many');
    const res = await guestRole.post(method('insert_many'), { docs: [{ doctype: 'Task', subject }] });
    expect(failure(res, 403, 'PermissionError')).toBe('No permission to create Task');
    expect(await countTasks(subject)).toBe(0);
  });
});

describe('frappe.client.set_value', () => {
  it('fieldname and value → the saved document, null fields omitted', async () => {
    const task = await newTask({ priority: 'Low' });
    const res = await ctx.client.post(method('set_value'), {
      doctype: 'Task',
      name: task.name,
      fieldname: 'priority',
      value: 'Urgent',
    });
    expect(res.status).toBe(200);
    const doc = res.body.message;
    expect(doc).toMatchObject({
      name: task.name,
      subject: task.subject,
      priority: 'Urgent',
      modified_by: USERS.editor,
    });
    expect(Object.values(doc)).not.toContain(null);
    expect((await taskNamed(task.name)).body.data.priority).toBe('Urgent');
  });

  it('fieldname as an object of values: JSON text in a form with PUT, or parsed in a JSON body', async () => {
    const task = await newTask();
    const put = await ctx.client.request(method('set_value'), {
      method: 'PUT',
      form: {
        doctype: 'Task',
        name: task.name,
        fieldname: JSON.stringify({ priority: 'High', description: 'from a form' }),
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.message).toMatchObject({ priority: 'High', description: 'from a form' });
    const post = await ctx.client.post(method('set_value'), {
      doctype: 'Task',
      name: task.name,
      fieldname: { expected_time: 2.5 },
    });
    expect(post.body.message).toMatchObject({ priority: 'High', expected_time: 2.5 });
  });

  it('a field name without a value clears the field; 0 is a value', async () => {
    const task = await newTask({ description: 'to be cleared', is_group: 1 });
    const cleared = await ctx.client.post(method('set_value'), {
      doctype: 'Task',
      name: task.name,
      fieldname: 'description',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.message).not.toHaveProperty('description');
    const zero = await ctx.client.post(method('set_value'), {
      doctype: 'Task',
      name: task.name,
      fieldname: 'is_group',
      value: 0,
    });
    expect(zero.body.message.is_group).toBe(0);
  });

  it.each<[string, Record<string, unknown>]>([
    ['name', { fieldname: 'name', value: 'TASK-RENAMED' }],
    ['owner', { fieldname: 'owner', value: USERS.admin }],
    ['docstatus', { fieldname: 'docstatus', value: 1 }],
    ['modified, among other values', { fieldname: { subject: 'x', modified: '2020-01-01 00:00:00.000000' } }],
  ])('a standard field (%s) → 417 "Cannot edit standard fields"', async (_label, args) => {
    const task = await newTask();
    const res = await ctx.client.post(method('set_value'), { doctype: 'Task', name: task.name, ...args });
    expect(failure(res, 417, 'ValidationError')).toBe('Cannot edit standard fields');
    expect((await taskNamed(task.name)).body.data.subject).toBe(task.subject);
  });

  it('GET → 403 "Not permitted", nothing saved', async () => {
    const task = await newTask({ priority: 'Low' });
    const res = await ctx.client.get(method('set_value'), {
      doctype: 'Task',
      name: task.name,
      fieldname: 'priority',
      value: 'High',
    });
    expect(failure(res, 403, 'PermissionError')).toBe('Not permitted');
    expect((await taskNamed(task.name)).body.data.priority).toBe('Low');
  });

  it('unknown name or doctype → 404 DoesNotExistError', async () => {
    const noTask = await ctx.client.post(method('set_value'), {
      doctype: 'Task',
      name: 'TASK-0000-99999',
      fieldname: 'priority',
      value: 'High',
    });
    expect(failure(noTask, 404, 'DoesNotExistError')).toBe('Task TASK-0000-99999 not found');
    const noDoctype = await ctx.client.post(method('set_value'), {
      doctype: 'Nope',
      name: 'x',
      fieldname: 'priority',
      value: 'High',
    });
    expect(failure(noDoctype, 404, 'DoesNotExistError')).toBe('DocType Nope not found');
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['fieldname malformed JSON', { fieldname: '{"priority": ' }, /^fieldname must be valid JSON/],
    ['fieldname a JSON list', { fieldname: '["priority"]' }, /^fieldname must be a field name or a JSON object/],
    ['fieldname a number', { fieldname: 3 }, /^fieldname must be a field name or a JSON object/],
    ['fieldname an object with a value', { fieldname: { priority: 'Low' }, value: 'High' }, /when a value is given/],
    ['fieldname missing', { value: 'High' }, /^Missing argument: fieldname$/],
    ['a value outside the options', { fieldname: 'status', value: 'Done' }, /^Status cannot be "Done"/],
    ['a wrong-typed value', { fieldname: 'expected_time', value: 'four' }, /expected a number, got "four"/],
  ])('%s → 417 ValidationError', async (_label, args, message) => {
    const task = await newTask();
    const res = await ctx.client.post(method('set_value'), { doctype: 'Task', name: task.name, ...args });
    expect(failure(res, 417, 'ValidationError')).toMatch(message);
  });

  it('name missing or not text → 417', async () => {
    const missing = await ctx.client.post(method('set_value'), {
      doctype: 'Task',
      fieldname: 'priority',
      value: 'Low',
    });
    expect(failure(missing, 417, 'ValidationError')).toBe('Missing argument: name');
    const notText = await ctx.client.post(method('set_value'), {
      doctype: 'Task',
      name: { name: 'x' },
      fieldname: 'priority',
      value: 'Low',
    });
    expect(failure(notText, 417, 'ValidationError')).toBe('name must be text, got object');
  });

  it('a GUEST may not write → 403 PermissionError, nothing saved', async () => {
    const task = await newTask({ priority: 'Low' });
    const res = await guestRole.post(method('set_value'), {
      doctype: 'Task',
      name: task.name,
      fieldname: 'priority',
      value: 'High',
    });
    expect(failure(res, 403, 'PermissionError')).toMatch(/^No permission to write Task/);
    expect((await taskNamed(task.name)).body.data.priority).toBe('Low');
  });
});

describe('frappe.client.delete', () => {
  it('POST → 200 with no message, and the document is gone', async () => {
    const task = await newTask();
    const res = await admin.post(method('delete'), { doctype: 'Task', name: task.name });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(failure(await taskNamed(task.name), 404, 'DoesNotExistError')).toBe(`Task ${task.name} not found`);
  });

  it('DELETE with the parameters in the query string', async () => {
    const task = await newTask();
    const res = await admin.request(method('delete'), {
      method: 'DELETE',
      query: { doctype: 'Task', name: task.name },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect((await taskNamed(task.name)).status).toBe(404);
  });

  it.each(['GET', 'PUT'])('%s → 403 "Not permitted", the document kept', async (httpMethod) => {
    const task = await newTask();
    const res = await admin.request(method('delete'), {
      method: httpMethod,
      query: { doctype: 'Task', name: task.name },
    });
    expect(failure(res, 403, 'PermissionError')).toBe('Not permitted');
    expect((await taskNamed(task.name)).status).toBe(200);
  });

  it('unknown name or doctype → 404 DoesNotExistError', async () => {
    const noTask = await admin.post(method('delete'), { doctype: 'Task', name: 'TASK-0000-99999' });
    expect(failure(noTask, 404, 'DoesNotExistError')).toBe('Task TASK-0000-99999 not found');
    const noDoctype = await admin.post(method('delete'), { doctype: 'Nope', name: 'x' });
    expect(failure(noDoctype, 404, 'DoesNotExistError')).toBe('DocType Nope not found');
  });

  it('name missing or not text → 417 ValidationError', async () => {
    const missing = await admin.post(method('delete'), { doctype: 'Task' });
    expect(failure(missing, 417, 'ValidationError')).toBe('Missing argument: name');
    const notText = await admin.post(method('delete'), { doctype: 'Task', name: ['TASK-0000-99999'] });
    expect(failure(notText, 417, 'ValidationError')).toBe('name must be text, got a list');
  });

  it('a GUEST may not delete → 403 PermissionError, the document kept', async () => {
    const task = await newTask();
    const res = await guestRole.post(method('delete'), { doctype: 'Task', name: task.name });
    expect(failure(res, 403, 'PermissionError')).toMatch(/^No permission to delete Task/);
    expect((await taskNamed(task.name)).status).toBe(200);
  });
});
