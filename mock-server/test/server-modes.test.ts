// The two halves of the mock-server, as they run beside a real Frappe site: `frappe-only` answers as a stock
// site (no demo endpoints), `demo-only` serves the demo apps to whoever the Frappe site says is signed in.

import { serveBesideFrappe } from './helpers/beside-frappe';
import { Client, errorMessage, loggedIn, startServer, USERS } from './helpers/server';

const served = serveBesideFrappe();
const withSession = (signedIn: Client) => served.withSession(signedIn);

describe('frappe-only', () => {
  it('has no demo endpoints, like a stock Frappe site', async () => {
    const editor = await loggedIn(served.frappe.baseUrl, USERS.editor);
    expect((await editor.get('/api/todo/all')).status).toBe(404);
    expect((await editor.get('/api/notification')).status).toBe(404);
    expect((await editor.get('/api/resource/Task')).status).toBe(200);
  });
});

describe('demo-only', () => {
  it('serves the demo apps to the user the Frappe site signed in, with no sign-in of its own', async () => {
    const editor = withSession(await loggedIn(served.frappe.baseUrl, USERS.editor));
    const todos = await editor.get('/api/todo/all');
    expect(todos.status).toBe(200);
    expect(Array.isArray(todos.body)).toBe(true);
    const added = await editor.post('/api/todo/add', { title: 'From beside Frappe' });
    expect(added.status).toBe(200);
    expect((await editor.get('/api/todo/all')).body.map((todo: { title: string }) => todo.title)).toContain(
      'From beside Frappe',
    );
  });

  it("keeps each user's records apart, as the Frappe site names them", async () => {
    const editor = withSession(await loggedIn(served.frappe.baseUrl, USERS.editor));
    const guest = withSession(await loggedIn(served.frappe.baseUrl, USERS.guest));
    // Notifications are per user (todos are one shared list).
    const added = await editor.post('/api/notification/add', { heading: 'Note', title: 'Only for Elena' });
    expect(added.status).toBe(200);
    const guestTitles = (await guest.get('/api/notification')).body.map((note: { title: string }) => note.title);
    expect(guestTitles.length).toBeGreaterThan(0);
    expect(guestTitles).not.toContain('Only for Elena');
  });

  it("takes each user's role from the Frappe site (get_roles): a GUEST reads shared data but cannot change it", async () => {
    const guest = withSession(await loggedIn(served.frappe.baseUrl, USERS.guest));
    expect((await guest.get('/api/todo/all')).status).toBe(200);
    const refused = await guest.post('/api/todo/add', { title: 'From a guest' });
    expect(refused.status).toBe(403);
    expect(errorMessage(refused, 'PermissionError')).toBe(
      'You can view the todo app but not change it: changing it needs an Editor role',
    );
    // What is theirs they still change.
    expect((await guest.post('/api/notification/add', { heading: 'Note', title: 'Mine' })).status).toBe(200);
  });

  it('counts a stock Frappe role as the app does: a Projects Manager is an EDITOR', async () => {
    const sa = await loggedIn(served.frappe.baseUrl, USERS.sa);
    const created = await sa.post('/api/resource/User', {
      email: 'pm@tessera.dev',
      first_name: 'Pat',
      new_password: 'stock-roles-1',
      roles: [{ role: 'Projects Manager' }],
    });
    expect(created.status).toBe(200);
    const manager = withSession(await loggedIn(served.frappe.baseUrl, 'pm@tessera.dev', 'stock-roles-1'));
    expect((await manager.post('/api/todo/add', { title: 'From a Projects Manager' })).status).toBe(200);
  });

  it('refuses a request without a Frappe session (403), and one whose sid Frappe does not know', async () => {
    expect((await new Client(served.demo.baseUrl).get('/api/todo/all')).status).toBe(403);
    const stranger = new Client(served.demo.baseUrl);
    stranger.jar.set('sid', 'not-a-session');
    const res = await stranger.get('/api/todo/all');
    expect(res.status).toBe(403);
    expect(res.body.exc_type).toBe('PermissionError');
  });

  it('has no Frappe endpoints of its own: sign-in stays with the Frappe site', async () => {
    expect(
      (await new Client(served.demo.baseUrl).post('/api/method/login', { usr: USERS.editor, pwd: 'x' })).status,
    ).toBe(404);
  });

  it("answers 502 in Frappe's shape when the Frappe site cannot be reached", async () => {
    const orphan = await startServer({ mode: { kind: 'demo-only', frappeUrl: 'http://127.0.0.1:9' } });
    try {
      const client = new Client(orphan.baseUrl);
      client.jar.set('sid', 'whatever');
      const res = await client.get('/api/todo/all');
      expect(res.status).toBe(502);
      expect(res.body.exc_type).toBe('Exception');
    } finally {
      await orphan.close();
    }
  });
});
