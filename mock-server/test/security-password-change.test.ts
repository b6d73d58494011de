// Setting a User's new_password ends that user's other sessions (Frappe's logout_all_sessions, on by
// default); the session that made the change stays signed in.

import { Client, loggedIn, serveForTests, USERS } from './helpers/server';

const ctx = serveForTests();

const whoAmI = (client: Client) => client.get('/api/method/frappe.auth.get_logged_user');

it('changing your own password signs out your other sessions and keeps this one', async () => {
  const here = await loggedIn(ctx.server.baseUrl, USERS.admin);
  const elsewhere = await loggedIn(ctx.server.baseUrl, USERS.admin);
  const res = await here.put(`/api/resource/User/${USERS.admin}`, { new_password: 'brand-new-pass-1' });
  expect(res.status).toBe(200);
  expect(res.body.data).not.toHaveProperty('new_password');

  expect((await whoAmI(elsewhere)).status).toBe(403);
  expect((await whoAmI(here)).body).toEqual({ message: USERS.admin });
  // The old password no longer works, the new one does.
  expect(
    (await new Client(ctx.server.baseUrl).post('/api/method/login', { usr: USERS.admin, pwd: 'tessera-demo' })).status,
  ).toBe(401);
  await loggedIn(ctx.server.baseUrl, USERS.admin, 'brand-new-pass-1');
});

it("an admin setting another user's password signs out all of that user's sessions", async () => {
  const sa = await loggedIn(ctx.server.baseUrl, USERS.sa);
  const editorA = await loggedIn(ctx.server.baseUrl, USERS.editor);
  const editorB = await loggedIn(ctx.server.baseUrl, USERS.editor);
  const res = await sa.put(`/api/resource/User/${USERS.editor}`, { new_password: 'set-by-the-sa-1' });
  expect(res.status).toBe(200);
  expect((await whoAmI(editorA)).status).toBe(403);
  expect((await whoAmI(editorB)).status).toBe(403);
  expect((await whoAmI(sa)).body).toEqual({ message: USERS.sa });
});

it('saving a User without a new password leaves the sessions alone', async () => {
  const sa = await loggedIn(ctx.server.baseUrl, USERS.sa);
  const guest = await loggedIn(ctx.server.baseUrl, USERS.guest);
  expect((await sa.put(`/api/resource/User/${USERS.guest}`, { last_name: 'Turner-Smith' })).status).toBe(200);
  expect((await sa.put(`/api/resource/User/${USERS.guest}`, { new_password: '' })).status).toBe(200);
  expect((await whoAmI(guest)).body).toEqual({ message: USERS.guest });
});
