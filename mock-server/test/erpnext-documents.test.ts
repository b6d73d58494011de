// Task and Project answer with ERPNext 15's whole field set, as a real site's as_dict(no_nulls=True): every
// field with a value (numbers as 0 or 0.0 when unset, child tables as [], Selects with their default or first
// option), null fields left out; and floats written as Python writes them (8.0), in documents and in lists.

import {
  ERPNEXT_PROJECT_FIELDS,
  ERPNEXT_TASK_FIELDS,
  isFloatField,
  keysOfNewDocument,
  STANDARD_KEYS,
  TESSERA_PROJECT_FIELDS,
  TESSERA_TASK_FIELDS,
  type ErpField,
} from './helpers/erpnext-fields';
import { itemAt } from './helpers/lists';
import { errorMessage, loggedIn, serveForTests, USERS, type ApiResponse } from './helpers/server';

const ctx = serveForTests({ user: USERS.editor });

const TASK_FIELDS = [...ERPNEXT_TASK_FIELDS, ...TESSERA_TASK_FIELDS];
const PROJECT_FIELDS = [...ERPNEXT_PROJECT_FIELDS, ...TESSERA_PROJECT_FIELDS];

const sortedKeys = (doc: object) => Object.keys(doc).sort();

/** Every `"key":number` in a raw JSON answer, as written. */
function numbersWritten(text: string, key: string): string[] {
  return [...text.matchAll(new RegExp(`"${key}":(-?[0-9][0-9.eE+-]*)`, 'g'))].map((match) => match[1] ?? '');
}

/** Each number field of the document is written as its type says: floats with a decimal point, ints without. */
function expectNumbersAsFrappeWritesThem(res: ApiResponse, fields: readonly ErpField[]): void {
  for (const field of fields) {
    if (!['Check', 'Int', 'Float', 'Currency', 'Percent'].includes(field.fieldtype)) continue;
    const written = numbersWritten(res.text, field.fieldname);
    expect({ field: field.fieldname, count: written.length }).toEqual({ field: field.fieldname, count: 1 });
    const shape = isFloatField(field) ? /^-?\d+\.\d+$/ : /^-?\d+$/;
    expect({ field: field.fieldname, written: itemAt(written, 0) }).toEqual({
      field: field.fieldname,
      written: expect.stringMatching(shape),
    });
  }
}

async function someName(doctype: string): Promise<string> {
  const res = await ctx.client.get(`/api/resource/${doctype}`, { limit_page_length: 1 });
  return itemAt(res.body.data as { name: string }[], 0).name;
}

describe('a created Task', () => {
  it('answers every field of ERPNext’s Task that has a value, with Frappe’s defaults', async () => {
    const res = await ctx.client.post('/api/resource/Task', { subject: 'Full field set' });
    expect(res.status).toBe(200);
    const doc = res.body.data;
    expect(sortedKeys(doc)).toEqual(keysOfNewDocument(TASK_FIELDS, ['subject']));
    expect(doc).toMatchObject({
      subject: 'Full field set',
      doctype: 'Task',
      docstatus: 0,
      idx: 0,
      status: 'Open',
      priority: 'Medium',
      is_group: 0,
      is_template: 0,
      is_milestone: 0,
      start: 0,
      duration: 0,
      lft: 0,
      rgt: 0,
      expected_time: 0,
      progress: 0,
      task_weight: 0,
      actual_time: 0,
      total_costing_amount: 0,
      total_billing_amount: 0,
      kanban_position: 0,
      depends_on: [],
    });
    expect(Object.values(doc)).not.toContain(null);
    expectNumbersAsFrappeWritesThem(res, TASK_FIELDS);
    expect(res.text).toContain('"expected_time":0.0');
    expect(res.text).toContain('"depends_on":[]');
  });

  it('with every field a client may set, answers them all, and so do GET and PUT', async () => {
    const values = {
      subject: 'Every field',
      project: await someName('Project'),
      issue: 'ISS-2026-00001',
      type: 'Design',
      color: '#3366ff',
      is_group: 1,
      is_template: 0,
      status: 'Working',
      priority: 'Urgent',
      task_weight: 2,
      parent_task: await someName('Task'),
      completed_by: USERS.editor,
      completed_on: '2026-03-04',
      exp_start_date: '2026-03-01',
      expected_time: 8,
      start: 1,
      exp_end_date: '2026-03-05',
      progress: 12.5,
      duration: 3,
      is_milestone: 1,
      description: '<p>All of it</p>',
      review_date: '2026-03-06',
      closing_date: '2026-03-07',
      department: 'Engineering',
      company: 'Tessera Ltd',
      template_task: 'TASK-TEMPLATE-1',
      kanban_position: 3,
      kanban_rank: 'i0',
    };
    const created = await ctx.client.post('/api/resource/Task', values);
    expect(created.status).toBe(200);
    // Unset: the board status (none chosen) and what ERPNext computes as text or dates.
    const unset = ['puxeo_status', 'depends_on_tasks', 'act_start_date', 'act_end_date', 'old_parent'];
    const expected = [...STANDARD_KEYS, ...TASK_FIELDS.map((field) => field.fieldname)]
      .filter((key) => !unset.includes(key))
      .sort();
    expect(sortedKeys(created.body.data)).toEqual(expected);
    expect(created.body.data).toMatchObject(values);
    expectNumbersAsFrappeWritesThem(created, TASK_FIELDS);
    expect(created.text).toContain('"expected_time":8.0');
    expect(created.text).toContain('"progress":12.5');
    expect(created.text).toContain('"task_weight":2.0');
    expect(created.text).toContain('"kanban_position":3.0');
    expect(created.text).toContain('"start":1,');

    const name = created.body.data.name as string;
    const read = await ctx.client.get(`/api/resource/Task/${name}`);
    expect(sortedKeys(read.body.data)).toEqual(expected);
    expectNumbersAsFrappeWritesThem(read, TASK_FIELDS);

    const saved = await ctx.client.put(`/api/resource/Task/${name}`, { expected_time: 1.25 });
    expect(saved.status).toBe(200);
    expect(sortedKeys(saved.body.data)).toEqual(expected);
    expect(saved.text).toContain('"expected_time":1.25');
    expect(saved.text).toContain('"total_costing_amount":0.0');
  });

  it('follows ERPNext’s progress rule: at most 100 %, and 100 % once Completed', async () => {
    const tooMuch = await ctx.client.post('/api/resource/Task', { subject: 'Over', progress: 101 });
    expect(tooMuch.status).toBe(417);
    expect(tooMuch.text).toContain('Progress % for a task cannot be more than 100.');
    const done = await ctx.client.post('/api/resource/Task', { subject: 'Done', status: 'Completed', progress: 40 });
    expect(done.body.data.progress).toBe(100);
    expect(done.text).toContain('"progress":100.0');
  });

  it('ignores child rows and computed fields a client sends, and drops keys that are not fields', async () => {
    const parent = await someName('Task');
    const res = await ctx.client.post('/api/resource/Task', {
      subject: 'Depends on something',
      depends_on: [{ task: parent }],
      depends_on_tasks: parent,
      lft: 99,
      actual_time: 5,
      not_a_field: 'x',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ depends_on: [], lft: 0, actual_time: 0 });
    expect(res.body.data).not.toHaveProperty('depends_on_tasks');
    expect(res.body.data).not.toHaveProperty('not_a_field');

    const name = res.body.data.name as string;
    const again = await ctx.client.put(`/api/resource/Task/${name}`, { depends_on: 'not a list', subject: 'Still' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ subject: 'Still', depends_on: [] });
    expect((await ctx.client.get(`/api/resource/Task/${name}`)).body.data.depends_on).toEqual([]);
    // A child table has no API of its own.
    expect((await ctx.client.get('/api/resource/Task Depends On')).status).toBe(404);
  });

  it('checks the new fields’ types and links like the others', async () => {
    const badSelect = await ctx.client.post('/api/resource/Project', { project_name: 'Odd', day_to_send: 'Someday' });
    expect(badSelect.status).toBe(417);
    const badTime = await ctx.client.post('/api/resource/Project', { project_name: 'Late', from_time: '25:00' });
    expect(badTime.status).toBe(417);
    const badUser = await ctx.client.post('/api/resource/Task', { subject: 'By nobody', completed_by: 'x@y.z' });
    expect(badUser.status).toBe(417);
    expect(badUser.body.exc_type).toBe('LinkValidationError');
  });
});

describe('deleting a Task', () => {
  it('with child tasks is refused by ERPNext’s on_trash, before any link check', async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const parent = (await admin.post('/api/resource/Task', { subject: 'Parent', is_group: 1 })).body.data;
    const child = (await admin.post('/api/resource/Task', { subject: 'Child', parent_task: parent.name })).body.data;
    expect(errorMessage(await admin.delete(`/api/resource/Task/${parent.name}`), 'ValidationError')).toBe(
      'Child Task exists for this Task. You can not delete this Task.',
    );
    expect((await admin.delete(`/api/resource/Task/${child.name}`)).status).toBe(202);
    expect((await admin.delete(`/api/resource/Task/${parent.name}`)).status).toBe(202);
  });
});

describe('a created Project', () => {
  it('answers every field of ERPNext’s Project that has a value, with Frappe’s defaults', async () => {
    const res = await ctx.client.post('/api/resource/Project', { project_name: 'Full field set' });
    expect(res.status).toBe(200);
    const doc = res.body.data;
    expect(sortedKeys(doc)).toEqual(keysOfNewDocument(PROJECT_FIELDS, ['project_name']));
    expect(doc).toMatchObject({
      doctype: 'Project',
      naming_series: 'PROJ-.####',
      status: 'Open',
      is_active: 'Yes',
      percent_complete_method: 'Task Completion',
      priority: 'Medium',
      frequency: 'Hourly',
      day_to_send: 'Monday',
      project_status: 'Open',
      collect_progress: 0,
      is_custom: 0,
      archived: 0,
      percent_complete: 0,
      estimated_costing: 0,
      gross_margin: 0,
      users: [],
    });
    expect(doc.name).toMatch(/^PROJ-\d{4}$/);
    expect(Object.values(doc)).not.toContain(null);
    expectNumbersAsFrappeWritesThem(res, PROJECT_FIELDS);
    expect(res.text).toContain('"users":[]');
  });

  it('with every field a client may set, answers them all, and so does GET', async () => {
    const values = {
      project_name: 'Every project field',
      subject: 'Every project field',
      project_status: 'In flight',
      color: '#22aa66',
      is_custom: 0,
      space: await someName('Spaces'),
      archived: 0,
      naming_series: 'PROJ-.####',
      status: 'Open',
      project_type: 'External',
      is_active: 'No',
      percent_complete_method: 'Manual',
      project_template: 'Website',
      expected_start_date: '2026-04-01',
      expected_end_date: '2026-06-30',
      priority: 'High',
      department: 'Engineering',
      customer: 'ACME',
      sales_order: 'SO-0001',
      notes: '<p>Notes</p>',
      estimated_costing: 1500.5,
      company: 'Tessera Ltd',
      cost_center: 'Main',
      collect_progress: 1,
      holiday_list: '2026',
      frequency: 'Weekly',
      from_time: '09:00:00',
      to_time: '17:30:00',
      first_email: '10:00:00',
      second_email: '16:00:00',
      daily_time_to_send: '18:00:00',
      day_to_send: 'Friday',
      weekly_time_to_send: '08:15:00',
      message: 'How is it going?',
    };
    const created = await ctx.client.post('/api/resource/Project', values);
    expect(created.status).toBe(200);
    const unset = ['copied_from', 'actual_start_date', 'actual_end_date'];
    const expected = [...STANDARD_KEYS, ...PROJECT_FIELDS.map((field) => field.fieldname)]
      .filter((key) => !unset.includes(key))
      .sort();
    expect(sortedKeys(created.body.data)).toEqual(expected);
    expect(created.body.data).toMatchObject(values);
    expectNumbersAsFrappeWritesThem(created, PROJECT_FIELDS);
    expect(created.text).toContain('"estimated_costing":1500.5');
    expect(created.text).toContain('"total_sales_amount":0.0');

    const read = await ctx.client.get(`/api/resource/Project/${created.body.data.name as string}`);
    expect(sortedKeys(read.body.data)).toEqual(expected);
    expectNumbersAsFrappeWritesThem(read, PROJECT_FIELDS);
  });

  it('ignores the users rows a client sends', async () => {
    const created = await ctx.client.post('/api/resource/Project', {
      project_name: 'Shared with someone',
      users: [{ user: USERS.guest }],
    });
    expect(created.status).toBe(200);
    expect(created.body.data.users).toEqual([]);
    const name = created.body.data.name as string;
    const saved = await ctx.client.put(`/api/resource/Project/${name}`, { users: [{ user: USERS.admin }] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.users).toEqual([]);
  });
});

describe('floats in lists and methods', () => {
  it('a list writes Float/Currency/Percent columns, sums and averages as floats, and counts as ints', async () => {
    const fields = ['name', 'expected_time', 'total_costing_amount', 'progress', 'is_group', 'idx'];
    const list = await ctx.client.get('/api/resource/Task', { fields: JSON.stringify(fields), limit_page_length: 50 });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(50);
    for (const key of ['expected_time', 'total_costing_amount', 'progress']) {
      const written = numbersWritten(list.text, key);
      expect(written).toHaveLength(50);
      for (const text of written) expect(text).toMatch(/^\d+\.\d+$/);
    }
    for (const key of ['is_group', 'idx']) {
      for (const text of numbersWritten(list.text, key)) expect(text).toMatch(/^\d+$/);
    }

    const totals = await ctx.client.get('/api/resource/Task', {
      fields: JSON.stringify([
        'count(name) as n',
        'sum(expected_time) as hours',
        'max(expected_time) as longest',
        'sum(is_group) as groups',
        'max(idx) as top_idx',
      ]),
    });
    expect(totals.status).toBe(200);
    expect(totals.text).toMatch(/"n":\d+,/);
    expect(totals.text).toMatch(/"hours":\d+\.\d+/);
    expect(totals.text).toMatch(/"longest":\d+\.\d+/);
    expect(totals.text).toMatch(/"groups":\d+\.\d+/);
    expect(totals.text).toMatch(/"top_idx":\d+}/);

    const rows = await ctx.client.get('/api/resource/Task', {
      fields: JSON.stringify(['name', 'expected_time', 'is_group']),
      as_dict: 0,
      limit_page_length: 3,
    });
    expect(rows.text).toMatch(/^\{"data":\[\["[^"]+",\d+\.\d+,\d\],/);
  });

  it('frappe.client.get, get_list and get_value write floats as documents and lists do', async () => {
    const created = await ctx.client.post('/api/resource/Task', { subject: 'Method floats', expected_time: 6 });
    const name = created.body.data.name as string;
    const got = await ctx.client.get('/api/method/frappe.client.get', { doctype: 'Task', name });
    expect(got.text).toContain('"expected_time":6.0');
    expect(got.text).toContain('"is_group":0,');
    const listed = await ctx.client.get('/api/method/frappe.client.get_list', {
      doctype: 'Task',
      fields: JSON.stringify(['name', 'expected_time']),
      filters: JSON.stringify({ name }),
    });
    expect(listed.text).toBe(`{"message":[{"name":"${name}","expected_time":6.0}]}`);
    const value = await ctx.client.get('/api/method/frappe.client.get_value', {
      doctype: 'Task',
      filters: name,
      fieldname: 'expected_time',
    });
    expect(value.text).toBe('{"message":{"expected_time":6.0}}');
  });
});
