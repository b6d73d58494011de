// Link fields (Frappe's _validate_links): Task.parent_task must name an existing Task, or the save is a 417
// LinkValidationError "Could not find Parent Task: …". Task.project links to Project, which the
// mock-server does not define yet, so any project is kept as sent.

import { errorMessage, serveForTests, USERS } from './helpers/server';

const ctx = serveForTests({ user: USERS.editor });
let parent: string;

beforeAll(async () => {
  parent = (await ctx.client.post('/api/resource/Task', { subject: 'Parent', is_group: 1 })).body.data.name;
});

const count = async () =>
  (await ctx.client.get('/api/method/frappe.client.get_count', { doctype: 'Task' })).body.message;

it('a parent_task that names no Task → 417 LinkValidationError, nothing saved', async () => {
  const before = await count();
  const res = await ctx.client.post('/api/resource/Task', { subject: 'Orphan', parent_task: 'TASK-1999-00042' });
  expect(res.status).toBe(417);
  expect(errorMessage(res, 'LinkValidationError')).toBe('Could not find Parent Task: TASK-1999-00042');
  expect(await count()).toBe(before);
});

it("an existing parent is accepted, with the stored name's letter case", async () => {
  const res = await ctx.client.post('/api/resource/Task', { subject: 'Child', parent_task: parent.toLowerCase() });
  expect(res.status).toBe(200);
  expect(res.body.data.parent_task).toBe(parent);
});

it('empty or null links are fine', async () => {
  for (const parent_task of ['', null]) {
    const res = await ctx.client.post('/api/resource/Task', { subject: 'Loose', parent_task });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('parent_task');
  }
});

it('updates are checked too', async () => {
  const child = (await ctx.client.post('/api/resource/Task', { subject: 'Moves' })).body.data.name;
  const bad = await ctx.client.put(`/api/resource/Task/${child}`, { parent_task: 'TASK-1999-00043' });
  expect(errorMessage(bad, 'LinkValidationError')).toBe('Could not find Parent Task: TASK-1999-00043');
  expect((await ctx.client.put(`/api/resource/Task/${child}`, { parent_task: parent })).body.data.parent_task).toBe(
    parent,
  );
  // A save that does not touch the link is checked against it as well, as in Frappe.
  expect((await ctx.client.put(`/api/resource/Task/${child}`, { subject: 'Moved' })).status).toBe(200);
});

it('links to doctypes the server does not define (Project) are kept unchecked', async () => {
  const res = await ctx.client.post('/api/resource/Task', { subject: 'In a project', project: 'PROJ-0001' });
  expect(res.status).toBe(200);
  expect(res.body.data.project).toBe('PROJ-0001');
});
