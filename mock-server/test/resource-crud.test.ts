// GET one / POST / PUT / DELETE on /api/resource/{doctype}: Frappe's document semantics.

import { itemAt } from './helpers/lists';
import { errorMessage, loggedIn, serveForTests, serverMessages, USERS } from './helpers/server';

const ctx = serveForTests({ user: USERS.editor });
const year = new Date().getFullYear();

const STANDARD = ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx', 'doctype'];
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/;

describe('GET /api/resource/Task/{name}', () => {
  it('returns the document with standard fields and without null fields', async () => {
    const name = `TASK-${year}-00001`;
    const res = await ctx.client.get(`/api/resource/Task/${name}`);
    expect(res.status).toBe(200);
    const doc = res.body.data;
    for (const key of STANDARD) expect(doc).toHaveProperty(key);
    expect(doc).toMatchObject({
      name,
      doctype: 'Task',
      docstatus: 0,
      idx: 0,
      subject: 'Kick-off workshop with stakeholders',
      status: 'Completed',
      priority: 'High',
      owner: USERS.sa,
      total_costing_amount: 540,
      total_billing_amount: 900,
    });
    expect(doc.creation).toMatch(DATETIME);
    expect(doc.exp_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Seed tasks belong to projects; color, parent_task and description are null for this one: omitted.
    expect(doc.project).toMatch(/^PROJ-\d{4}$/);
    for (const key of ['color', 'parent_task', 'description']) expect(doc).not.toHaveProperty(key);
    expect(Object.values(doc)).not.toContain(null);
  });

  it('answers 404 "{doctype} {name} not found"', async () => {
    const res = await ctx.client.get('/api/resource/Task/TASK-0000-99999');
    expect(res.status).toBe(404);
    expect(errorMessage(res, 'DoesNotExistError')).toBe('Task TASK-0000-99999 not found');
  });

  it('works under /api/v1 and with a trailing slash', async () => {
    const res = await ctx.client.get(`/api/v1/resource/Task/TASK-${year}-00002/`);
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe(`TASK-${year}-00002`);
  });
});

describe('POST /api/resource/Task', () => {
  it('creates with a TASK-YYYY-##### name, defaults, and drops unknown and read-only keys', async () => {
    const count = (await ctx.client.get('/api/method/frappe.client.get_count', { doctype: 'Task' })).body.message;
    const res = await ctx.client.post('/api/resource/Task', {
      subject: 'Write API tests',
      exp_start_date: '2026-03-01',
      exp_end_date: '2099-03-05',
      expected_time: '4.5',
      is_group: true,
      not_a_field: 'dropped',
      name: 'MY-OWN-NAME',
      owner: 'someone@else.dev',
      total_costing_amount: 999,
      doctype: 'User',
    });
    expect(res.status).toBe(200);
    const doc = res.body.data;
    expect(doc.name).toBe(`TASK-${year}-${String(count + 1).padStart(5, '0')}`);
    expect(doc).toMatchObject({
      doctype: 'Task',
      subject: 'Write API tests',
      status: 'Open',
      priority: 'Medium',
      is_group: 1,
      expected_time: 4.5,
      total_costing_amount: 0,
      owner: USERS.editor,
      modified_by: USERS.editor,
      docstatus: 0,
      idx: 0,
    });
    expect(doc.creation).toMatch(DATETIME);
    expect(doc).not.toHaveProperty('not_a_field');

    const next = await ctx.client.post('/api/resource/Task', { subject: 'Second' });
    const nextName = `TASK-${year}-${String(count + 2).padStart(5, '0')}`;
    expect(next.body.data.name).toBe(nextName);
    // The newest is first in the default list.
    const first = await ctx.client.get('/api/resource/Task', { limit: 1 });
    expect(first.body.data).toEqual([{ name: nextName }]);
  });

  it('accepts a form post with the document as JSON in `data`', async () => {
    const res = await ctx.client.request('/api/resource/Task', {
      method: 'POST',
      form: { data: JSON.stringify({ subject: 'From a form', priority: 'Urgent' }) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ subject: 'From a form', priority: 'Urgent' });
  });

  it('missing required field → 417 MandatoryError', async () => {
    const res = await ctx.client.post('/api/resource/Task', { priority: 'Low' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'MandatoryError')).toBe('Error: Value missing for Task: Subject');
    const blank = await ctx.client.post('/api/resource/Task', { subject: '   ' });
    expect(blank.status).toBe(417);
  });

  it('a Select value outside its options → 417 ValidationError', async () => {
    const res = await ctx.client.post('/api/resource/Task', { subject: 'x', status: 'Done' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(
      'Status cannot be "Done". It should be one of "Open", "Working", "Pending Review", "Overdue", "Template", "Completed", "Cancelled"',
    );
  });

  it.each<[Record<string, unknown>, string]>([
    [{ subject: 'x', expected_time: 'four' }, 'Expected Time (in hours): expected a number, got "four"'],
    [{ subject: 'x', is_group: 2 }, 'Is Group: expected 0 or 1, got 2'],
    [{ subject: 'x', exp_end_date: '2026-02-30' }, 'Expected End Date: "2026-02-30" is not a valid date (YYYY-MM-DD)'],
    [{ subject: { text: 'x' } }, 'Subject: expected text, got an object'],
    [{ subject: ['x'] }, 'Subject: expected text, got a list'],
    [{ subject: 'x'.repeat(141) }, 'Subject: value has 141 characters, the maximum allowed is 140'],
    [
      { subject: 'x', exp_start_date: '2026-05-02', exp_end_date: '2026-05-01' },
      "'Expected Start Date' can not be greater than 'Expected End Date'",
    ],
  ])('rejects %j with 417', async (body, message) => {
    const res = await ctx.client.post('/api/resource/Task', body);
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
  });

  it('a duplicate name → 409 DuplicateEntryError', async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const res = await admin.post('/api/resource/User', { email: 'Editor@Tessera.dev', first_name: 'Again' });
    expect(res.status).toBe(409);
    expect(errorMessage(res, 'DuplicateEntryError')).toBe('User editor@tessera.dev already exists');
    expect(itemAt(serverMessages(res.body), 0).title).toBe('Duplicate Name');
  });
});

describe('PUT /api/resource/Task/{name}', () => {
  it('merges the given fields and saves', async () => {
    const created = (
      await ctx.client.post('/api/resource/Task', { subject: 'To edit', priority: 'Low', color: '#ff0000' })
    ).body.data;
    const res = await ctx.client.put(`/api/resource/Task/${created.name}`, { status: 'Working', color: '', junk: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: created.name, subject: 'To edit', priority: 'Low', status: 'Working' });
    expect(res.body.data).not.toHaveProperty('color'); // cleared → null → omitted
    expect(res.body.data.creation).toBe(created.creation);
    expect(res.body.data.modified > created.modified).toBe(true);

    const again = await ctx.client.get(`/api/resource/Task/${created.name}`);
    expect(again.body.data.status).toBe('Working');
  });

  it('refuses a stale `modified` (TimestampMismatchError)', async () => {
    const created = (await ctx.client.post('/api/resource/Task', { subject: 'Concurrent' })).body.data;
    const stored = (await ctx.client.put(`/api/resource/Task/${created.name}`, { priority: 'High' })).body.data;
    const res = await ctx.client.put(`/api/resource/Task/${created.name}`, {
      priority: 'Low',
      modified: created.modified,
    });
    expect(res.status).toBe(417);
    // As Frappe: the stored time, then the one sent.
    expect(errorMessage(res, 'TimestampMismatchError')).toBe(
      `Error: Document has been modified after you have opened it (${stored.modified}, ${created.modified}). Please refresh to get the latest document.`,
    );
  });

  it('validates like create, and 404s a missing doc', async () => {
    const bad = await ctx.client.put(`/api/resource/Task/TASK-${year}-00001`, { priority: 'Whenever' });
    expect(bad.status).toBe(417);
    const cleared = await ctx.client.put(`/api/resource/Task/TASK-${year}-00001`, { subject: '' });
    expect(cleared.status).toBe(417);
    expect(errorMessage(cleared, 'MandatoryError')).toBe('Error: Value missing for Task: Subject');
    const missing = await ctx.client.put('/api/resource/Task/TASK-0000-00000', { priority: 'Low' });
    expect(missing.status).toBe(404);
    // Nothing was changed by the failed updates.
    const doc = (await ctx.client.get(`/api/resource/Task/TASK-${year}-00001`)).body.data;
    expect(doc).toMatchObject({ subject: 'Kick-off workshop with stakeholders', priority: 'High' });
  });
});

describe('DELETE /api/resource/Task/{name}', () => {
  it('answers 202 {"data":"ok"}, then the document is gone', async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const created = (await ctx.client.post('/api/resource/Task', { subject: 'Short-lived' })).body.data;
    const res = await admin.delete(`/api/resource/Task/${created.name}`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ data: 'ok' });
    expect((await ctx.client.get(`/api/resource/Task/${created.name}`)).status).toBe(404);
    expect((await admin.delete(`/api/resource/Task/${created.name}`)).status).toBe(404);
  });
});

describe('User documents', () => {
  it('include the roles child table, with hash-named rows (for a user manager)', async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const res = await admin.get(`/api/resource/User/${USERS.editor}`);
    expect(res.status).toBe(200);
    const doc = res.body.data;
    expect(doc).toMatchObject({
      name: USERS.editor,
      email: USERS.editor,
      first_name: 'Elena',
      last_name: 'Park',
      full_name: 'Elena Park',
      enabled: 1,
      user_type: 'System User',
      doctype: 'User',
    });
    expect(doc.roles).toHaveLength(1);
    expect(doc.roles[0]).toMatchObject({
      role: 'Tessera Editor',
      doctype: 'Has Role',
      parent: USERS.editor,
      parentfield: 'roles',
      parenttype: 'User',
      idx: 1,
    });
    expect(doc.roles[0].name).toMatch(/^[0-9a-f]{10}$/);
  });

  it('computes full_name and lowercases the e-mail name', async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const res = await admin.post('/api/resource/User', {
      email: 'New.Person@Tessera.dev',
      first_name: 'New',
      last_name: 'Person',
      full_name: 'ignored',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'new.person@tessera.dev',
      email: 'new.person@tessera.dev',
      full_name: 'New Person',
    });
    const bad = await admin.post('/api/resource/User', { email: 'not-an-email', first_name: 'X' });
    expect(bad.status).toBe(417);
    expect(errorMessage(bad, 'InvalidEmailAddressError')).toBe('not-an-email is not a valid Email Address');
  });
});
