// A user's roles as Frappe hands them out: the permlevel-1 fields of User (roles, user_type) are blanked for
// anyone but a user manager reading a record, and frappe.core.doctype.user.user.get_roles answers every
// signed-in user.

import { Client, errorMessage, loggedIn, serveForTests, USERS } from './helpers/server';

const ctx = serveForTests();
const ROLES_METHOD = '/api/method/frappe.core.doctype.user.user.get_roles';

describe('reading your own User record', () => {
  it.each([
    ['editor', USERS.editor],
    ['guest', USERS.guest],
  ])('an %s gets roles: [] and no user_type, the rest of the record as stored', async (_label, user) => {
    const client = await loggedIn(ctx.server.baseUrl, user);
    const res = await client.get(`/api/resource/User/${user}`);
    expect(res.status).toBe(200);
    expect(res.body.data.roles).toEqual([]);
    expect(res.body.data).not.toHaveProperty('user_type');
    expect(res.body.data.email).toBe(user);
    expect(res.body.data.full_name).toEqual(expect.any(String));
  });

  it('a user manager (ADMIN) sees the roles and user type', async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const res = await client.get(`/api/resource/User/${USERS.editor}`);
    expect(res.body.data.roles.map((row: { role: string }) => row.role)).toEqual(['Tessera Editor']);
    expect(res.body.data.user_type).toBe('System User');
  });

  it('frappe.client.get hides them the same way', async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.editor);
    const res = await client.get('/api/method/frappe.client.get', { doctype: 'User', name: USERS.editor });
    expect(res.body.message.roles).toEqual([]);
    expect(res.body.message).not.toHaveProperty('user_type');
  });
});

describe('get_roles', () => {
  it("answers a signed-in user's roles with Frappe's automatic ones", async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.editor);
    const res = await client.get(ROLES_METHOD, { uid: USERS.editor });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(['Tessera Editor', 'All', 'Guest', 'Desk User']);
  });

  it('answers any signed-in user about any user, as Frappe 15 does', async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.guest);
    const res = await client.get(ROLES_METHOD, { uid: USERS.sa });
    expect(res.body.message).toContain('Tessera SA');
  });

  it('a user unknown to the site has only the automatic roles', async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.guest);
    expect((await client.get(ROLES_METHOD, { uid: 'nobody@tessera.dev' })).body.message).toEqual(['All', 'Guest']);
  });

  it('without uid → 417', async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.guest);
    const res = await client.get(ROLES_METHOD);
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe('Missing argument: uid');
  });

  it('not signed in → 403', async () => {
    const res = await new Client(ctx.server.baseUrl).get(ROLES_METHOD, { uid: USERS.editor });
    expect(res.status).toBe(403);
    expect(res.body.exc_type).toBe('PermissionError');
  });
});
