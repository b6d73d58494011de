// update_password with a mail's key, as frappe/core/doctype/user/user.py answers it (checked against a Frappe 15
// site): Frappe's password policy first, then the key; a good key sets the password once and signs the user in.

import Database from 'better-sqlite3';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, serverMessages, startServer, USERS } from './helpers/server';

const SIGN_UP = '/api/method/frappe.core.doctype.user.user.sign_up';
const RESET = '/api/method/frappe.core.doctype.user.user.reset_password';
const UPDATE = '/api/method/frappe.core.doctype.user.user.update_password';
const STRONG = 'Violet-Harbour-Lantern-42';

/** The key in the last mail sent to `recipient`. */
function mailedKey(dbPath: string, recipient: string): string {
  const db = new Database(dbPath, { readonly: true });
  const rows = db.prepare('SELECT body FROM email_queue WHERE recipient = ? ORDER BY id').all(recipient) as {
    body: string;
  }[];
  db.close();
  const key = /\/update-password\?key=([0-9a-f]+)/.exec(itemAt(rows, -1).body)?.[1];
  if (!key) throw new Error(`no key in the mail to ${recipient}`);
  return key;
}

describe('update_password', () => {
  const ctx = serveForTests({ settings: { passwordResetLimit: 100, signupIpLimit: 100 } });

  it("refuses a weak password with Frappe's feedback, before looking at the key", async () => {
    const res = await new Client(ctx.server.baseUrl).post(UPDATE, { new_password: 'password', key: 'nope' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe('This is a top-10 common password.');
    expect(itemAt(serverMessages(res.body), -1).title).toBe('Invalid Password');
  });

  it('answers 410 with a message for a key that names nobody', async () => {
    const res = await new Client(ctx.server.baseUrl).post(UPDATE, { new_password: STRONG, key: 'nope' });
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ message: 'The reset password link has either been used before or is invalid' });
  });

  it("sets a new user's password from the sign-up mail, signs them in, and the key works once", async () => {
    const guest = new Client(ctx.server.baseUrl);
    await guest.post(SIGN_UP, { email: 'nina@example.com', full_name: 'Nina', redirect_to: '/projects/all' });
    const key = mailedKey(ctx.server.dbPath, 'nina@example.com');

    const res = await guest.post(UPDATE, { new_password: STRONG, key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: '/projects/all' });
    expect(decodeURIComponent(guest.jar.get('user_id') ?? '')).toBe('nina@example.com');
    expect((await guest.get('/api/method/frappe.auth.get_logged_user')).body).toEqual({ message: 'nina@example.com' });

    await new Client(ctx.server.baseUrl).login('nina@example.com', STRONG);
    const again = await new Client(ctx.server.baseUrl).post(UPDATE, { new_password: `${STRONG}!`, key });
    expect(again.status).toBe(410);
  });

  it("ends the user's other sessions (System Settings: log out on password reset)", async () => {
    const elsewhere = await loggedIn(ctx.server.baseUrl, USERS.editor);
    await new Client(ctx.server.baseUrl).post(RESET, { user: USERS.editor });
    const key = mailedKey(ctx.server.dbPath, USERS.editor);
    const res = await new Client(ctx.server.baseUrl).post(UPDATE, { new_password: STRONG, key });
    expect(res.body).toEqual({ message: '/app' });
    expect((await elsewhere.get('/api/method/frappe.auth.get_logged_user')).status).toBe(403);
    await expect(new Client(ctx.server.baseUrl).login(USERS.editor)).rejects.toThrow(/failed: 401/);
    await new Client(ctx.server.baseUrl).login(USERS.editor, STRONG);
  });

  it("changes a signed-in user's password with their old one, and refuses a wrong old one", async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const wrong = await admin.post(UPDATE, { new_password: STRONG, old_password: 'not-it' });
    expect(wrong.status).toBe(401);
    const res = await admin.post(UPDATE, { new_password: STRONG, old_password: 'tessera-demo' });
    expect(res.status).toBe(200);
    await new Client(ctx.server.baseUrl).login(USERS.admin, STRONG);
  });

  it('refuses a key that is not text', async () => {
    const res = await new Client(ctx.server.baseUrl).post(UPDATE, { new_password: STRONG, key: ['like', '%'] });
    expect(res.status).toBe(417);
  });
});

it('answers 410 "expired" for a key older than the link expiry', async () => {
  const server = await startServer({ settings: { resetLinkExpirySeconds: 1 } });
  try {
    await new Client(server.baseUrl).post(RESET, { user: USERS.guest });
    const key = mailedKey(server.dbPath, USERS.guest);
    const db = new Database(server.dbPath);
    db.prepare('UPDATE reset_keys SET created_at = created_at - 5000').run();
    db.close();
    const res = await new Client(server.baseUrl).post(UPDATE, { new_password: STRONG, key });
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ message: 'The reset password link has been expired' });
  } finally {
    await server.close();
  }
});
