// Who may do what, per app role (SA > ADMIN > EDITOR > GUEST), and that passwords never leave the server.

import { Client, errorMessage, loggedIn, serveForTests, USERS } from './helpers/server';

const ctx = serveForTests();
const clients: Record<keyof typeof USERS, Client> = {} as Record<keyof typeof USERS, Client>;
const year = new Date().getFullYear();

beforeAll(async () => {
  for (const key of Object.keys(USERS) as (keyof typeof USERS)[])
    clients[key] = await loggedIn(ctx.server.baseUrl, USERS[key]);
});

describe('Task', () => {
  it('every signed-in role can read', async () => {
    for (const client of Object.values(clients)) {
      expect((await client.get('/api/resource/Task')).status).toBe(200);
      expect((await client.get(`/api/resource/Task/TASK-${year}-00003`)).status).toBe(200);
    }
  });

  it('GUEST role cannot create, update or delete (403)', async () => {
    const guest = clients.guest;
    const create = await guest.post('/api/resource/Task', { subject: 'sneaky' });
    expect(create.status).toBe(403);
    expect(errorMessage(create, 'PermissionError')).toBe('No permission to create Task');
    const update = await guest.put(`/api/resource/Task/TASK-${year}-00003`, { status: 'Cancelled' });
    expect(update.status).toBe(403);
    const del = await guest.delete(`/api/resource/Task/TASK-${year}-00003`);
    expect(del.status).toBe(403);
    const doc = await guest.get(`/api/resource/Task/TASK-${year}-00003`);
    expect(doc.body.data.status).toBe('Completed');
  });

  it('EDITOR, ADMIN and SA can create and update; ADMIN and SA delete, an EDITOR is refused', async () => {
    for (const key of ['editor', 'admin', 'sa'] as const) {
      const client = clients[key];
      const created = await client.post('/api/resource/Task', { subject: `by ${key}` });
      expect(created.status).toBe(200);
      expect(created.body.data.owner).toBe(USERS[key]);
      const updated = await client.put(`/api/resource/Task/${created.body.data.name}`, { priority: 'High' });
      expect(updated.status).toBe(200);
      const deleted = await client.delete(`/api/resource/Task/${created.body.data.name}`);
      if (key === 'editor') {
        expect(deleted.status).toBe(403);
        expect(errorMessage(deleted, 'PermissionError')).toBe('No permission to delete Task');
        expect((await client.get(`/api/resource/Task/${created.body.data.name}`)).status).toBe(200);
      } else {
        expect(deleted.status).toBe(202);
      }
    }
  });

  it('not signed in: every operation → 403', async () => {
    const anon = new Client(ctx.server.baseUrl);
    expect((await anon.get(`/api/resource/Task/TASK-${year}-00003`)).status).toBe(403);
    expect((await anon.post('/api/resource/Task', { subject: 'x' })).status).toBe(403);
    expect((await anon.put(`/api/resource/Task/TASK-${year}-00003`, { subject: 'x' })).status).toBe(403);
    expect((await anon.delete(`/api/resource/Task/TASK-${year}-00003`)).status).toBe(403);
  });
});

describe('User', () => {
  const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((r) => r.name).sort();

  it('EDITOR and GUEST list only themselves', async () => {
    for (const key of ['editor', 'guest'] as const) {
      const res = await clients[key].get('/api/resource/User', { fields: JSON.stringify(['name', 'full_name']) });
      expect(res.status).toBe(200);
      expect(names(res)).toEqual([USERS[key]]);
    }
  });

  it('EDITOR can read their own User but not another (403)', async () => {
    expect((await clients.editor.get(`/api/resource/User/${USERS.editor}`)).status).toBe(200);
    const other = await clients.editor.get(`/api/resource/User/${USERS.admin}`);
    expect(other.status).toBe(403);
    expect(errorMessage(other, 'PermissionError')).toBe(`No permission to read User ${USERS.admin}`);
  });

  it('ADMIN and SA list every user except Administrator', async () => {
    for (const key of ['admin', 'sa'] as const) {
      const res = await clients[key].get('/api/resource/User', { limit: 0 });
      expect(names(res)).toEqual(expect.arrayContaining(Object.values(USERS)));
      expect(names(res)).not.toContain('Administrator');
    }
    const admin = await clients.admin.get('/api/resource/User/Administrator');
    expect(admin.status).toBe(403);
  });

  it('EDITOR cannot write Users; ADMIN can create one that can then sign in', async () => {
    const denied = await clients.editor.post('/api/resource/User', { email: 'x@tessera.dev', first_name: 'X' });
    expect(denied.status).toBe(403);
    const selfEdit = await clients.editor.put(`/api/resource/User/${USERS.editor}`, { first_name: 'Boss' });
    expect(selfEdit.status).toBe(403);

    const created = await clients.admin.post('/api/resource/User', {
      email: 'nora@tessera.dev',
      first_name: 'Nora',
      roles: [{ role: 'Tessera Editor' }],
      new_password: 'nora-secret-1',
    });
    expect(created.status).toBe(200);
    const nora = await loggedIn(ctx.server.baseUrl, 'nora@tessera.dev', 'nora-secret-1');
    expect((await nora.post('/api/resource/Task', { subject: 'Nora was here' })).status).toBe(200);
  });

  it('ADMIN cannot hand out the SA role or edit an SA; SA can', async () => {
    const grant = await clients.admin.put(`/api/resource/User/${USERS.editor}`, { roles: [{ role: 'Tessera SA' }] });
    expect(grant.status).toBe(403);
    expect(errorMessage(grant, 'PermissionError')).toBe(
      'Only a Tessera SA can grant the Tessera SA or Administrator role',
    );
    const editSa = await clients.admin.put(`/api/resource/User/${USERS.sa}`, { first_name: 'Not Sofia' });
    expect(editSa.status).toBe(403);

    const promote = await clients.sa.put('/api/resource/User/nora@tessera.dev', { roles: [{ role: 'Tessera Admin' }] });
    expect(promote.status).toBe(200);
    expect(promote.body.data.roles.map((r: { role: string }) => r.role)).toEqual(['Tessera Admin']);
  });

  it('a role change takes effect on the next request', async () => {
    const nora = await loggedIn(ctx.server.baseUrl, 'nora@tessera.dev', 'nora-secret-1');
    await clients.sa.put('/api/resource/User/nora@tessera.dev', { roles: [{ role: 'Tessera Guest' }] });
    expect((await nora.post('/api/resource/Task', { subject: 'no longer' })).status).toBe(403);
  });

  it('ADMIN can delete a user (their sessions end); Administrator cannot be deleted', async () => {
    const nora = await loggedIn(ctx.server.baseUrl, 'nora@tessera.dev', 'nora-secret-1');
    expect((await clients.admin.delete('/api/resource/User/nora@tessera.dev')).status).toBe(202);
    expect((await nora.get('/api/method/frappe.auth.get_logged_user')).status).toBe(403);
    expect((await clients.admin.delete('/api/resource/User/Administrator')).status).toBe(403);
  });
});

describe('passwords', () => {
  it('never appear in any answer, and cannot be selected, filtered or sorted on', async () => {
    const sa = clients.sa;
    const answers = [
      await sa.get('/api/resource/User', { fields: JSON.stringify(['*']), limit: 0 }),
      await sa.get(`/api/resource/User/${USERS.admin}`),
      await sa.get('/api/method/frappe.client.get', { doctype: 'User', name: USERS.admin }),
      await sa.put(`/api/resource/User/${USERS.guest}`, { new_password: 'changed-pass-1' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/tessera-demo|changed-pass-1|scrypt|new_password|password/i);
    }
    const queries: Record<string, string>[] = [
      { fields: JSON.stringify(['new_password']) },
      { filters: JSON.stringify([['new_password', 'like', '%']]) },
      { order_by: 'new_password asc' },
      { fields: JSON.stringify(['hash']) },
    ];
    for (const query of queries) {
      const res = await sa.get('/api/resource/User', query);
      expect(res.status).toBe(417);
      expect(errorMessage(res, 'DataError')).toMatch(/^Field not permitted in query: /);
    }
    // The new password works, the old one does not.
    expect(
      (await new Client(ctx.server.baseUrl).post('/api/method/login', { usr: USERS.guest, pwd: 'tessera-demo' }))
        .status,
    ).toBe(401);
    await loggedIn(ctx.server.baseUrl, USERS.guest, 'changed-pass-1');
  });
});
