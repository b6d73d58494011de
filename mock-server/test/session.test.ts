// Sign-in, sign-out and "who am I" over real HTTP, against Frappe's behaviour (frappe/auth.py).

import Database from 'better-sqlite3';
import { Client, errorMessage, loggedIn, serveForTests, startServer, USERS } from './helpers/server';

const ctx = serveForTests();

describe('POST /api/method/login', () => {
  it('signs in with JSON and answers like Frappe', async () => {
    const client = new Client(ctx.server.baseUrl);
    const res = await client.post('/api/method/login', { usr: USERS.admin, pwd: 'tessera-demo' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Logged In', home_page: '/app', full_name: 'Adam Reyes' });
  });

  it('sets sid HttpOnly with Max-Age and the readable profile cookies, all Path=/ SameSite=Lax, not Secure over http', async () => {
    const res = await new Client(ctx.server.baseUrl).post('/api/method/login', {
      usr: USERS.editor,
      pwd: 'tessera-demo',
    });
    const byName = new Map(res.cookies.map((c) => [c.name, c]));
    expect([...byName.keys()].sort()).toEqual(['full_name', 'sid', 'system_user', 'user_id', 'user_image']);

    const sid = byName.get('sid')!;
    expect(sid.value).toMatch(/^[0-9a-f]{56}$/);
    expect(sid.attributes.get('httponly')).toBe(true);
    expect(sid.attributes.get('max-age')).toBe(String(170 * 3600));
    const expires = Date.parse(String(sid.attributes.get('expires')));
    expect(expires).toBeGreaterThan(Date.now() + 169 * 3600 * 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 170 * 3600 * 1000);

    expect(byName.get('system_user')!.value).toBe('yes');
    expect(byName.get('full_name')!.value).toBe('Elena%20Park');
    expect(byName.get('user_id')!.value).toBe('editor%40tessera.dev');
    expect(byName.get('user_image')!.value).toBe('');
    for (const c of res.cookies) {
      expect(c.attributes.get('path')).toBe('/');
      expect(c.attributes.get('samesite')).toBe('Lax');
      expect(c.attributes.has('secure')).toBe(false);
      if (c.name !== 'sid') expect(c.attributes.has('httponly')).toBe(false);
    }
  });

  it('marks cookies Secure when the request came over https (X-Forwarded-Proto from a trusted proxy)', async () => {
    const behindProxy = await startServer({ settings: { trustProxy: ['127.0.0.1'] } });
    try {
      const res = await new Client(behindProxy.baseUrl).request('/api/method/login', {
        json: { usr: USERS.editor, pwd: 'tessera-demo' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.status).toBe(200);
      expect(res.cookies.every((c) => c.attributes.get('secure') === true)).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted (the default)', async () => {
    const res = await new Client(ctx.server.baseUrl).request('/api/method/login', {
      json: { usr: USERS.editor, pwd: 'tessera-demo' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.status).toBe(200);
    expect(res.cookies.some((c) => c.attributes.has('secure'))).toBe(false);
  });

  it('accepts a form-encoded body, a v1 path, a trailing slash and the e-mail in any case', async () => {
    const client = new Client(ctx.server.baseUrl);
    const res = await client.request('/api/v1/method/login/', {
      form: { usr: 'SA@Tessera.dev', pwd: 'tessera-demo' },
    });
    expect(res.status).toBe(200);
    expect(res.body.full_name).toBe('Sofia Alvarez');
    const me = await client.get('/api/method/frappe.auth.get_logged_user');
    expect(me.body).toEqual({ message: USERS.sa });
  });

  it("rejects a wrong password with 401 and Frappe's exact body, and sets no cookie", async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.editor);
    const res = await client.post('/api/method/login', { usr: USERS.admin, pwd: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid login credentials', exc_type: 'AuthenticationError' });
    expect(res.cookies).toEqual([]);
    // The session the browser already had is untouched.
    expect((await client.get('/api/method/frappe.auth.get_logged_user')).body).toEqual({ message: USERS.editor });
    await client.login(USERS.admin); // resets the per-IP failure count
  });

  it('rejects an unknown user with the same answer', async () => {
    const res = await new Client(ctx.server.baseUrl).post('/api/method/login', { usr: 'nobody@tessera.dev', pwd: 'x' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid login credentials', exc_type: 'AuthenticationError' });
    await new Client(ctx.server.baseUrl).login(USERS.admin);
  });

  it.each([[{ usr: USERS.admin }], [{ pwd: 'tessera-demo' }], [{ usr: '', pwd: '' }], [{}]])(
    'answers 401 "Incomplete login details" for %j',
    async (body) => {
      const res = await new Client(ctx.server.baseUrl).post('/api/method/login', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Incomplete login details', exc_type: 'AuthenticationError' });
    },
  );

  it('answers 401 for a password over 512 characters', async () => {
    const res = await new Client(ctx.server.baseUrl).post('/api/method/login', {
      usr: USERS.admin,
      pwd: 'x'.repeat(513),
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: 'Password size exceeded the maximum allowed size',
      exc_type: 'AuthenticationError',
    });
  });

  it('answers 417 (not 500) when usr or pwd is not text', async () => {
    const res = await new Client(ctx.server.baseUrl).post('/api/method/login', { usr: { $ne: 1 }, pwd: 'x' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe('usr must be text');
    const res2 = await new Client(ctx.server.baseUrl).post('/api/method/login', { usr: USERS.admin, pwd: ['a'] });
    expect(res2.status).toBe(417);
  });
});

describe('GET /api/method/frappe.auth.get_logged_user', () => {
  it('answers the signed-in user as a string message', async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.guest);
    const res = await client.get('/api/method/frappe.auth.get_logged_user');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: USERS.guest });
  });

  it('answers 403 PermissionError when not signed in', async () => {
    const res = await new Client(ctx.server.baseUrl).get('/api/method/frappe.auth.get_logged_user');
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toContain('not permitted');
  });

  it('treats an unknown sid as Guest', async () => {
    const client = new Client(ctx.server.baseUrl);
    client.jar.set('sid', 'f'.repeat(56));
    const res = await client.get('/api/method/frappe.auth.get_logged_user');
    expect(res.status).toBe(403);
  });
});

describe('logout', () => {
  it('deletes the session server-side and expires the cookies (POST)', async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const sid = client.jar.get('sid')!;
    const res = await client.post('/api/method/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'No App', home_page: '/login', full_name: 'Guest' });
    const expired = new Map(res.cookies.map((c) => [c.name, c]));
    for (const name of ['sid', 'full_name', 'user_id', 'user_image', 'system_user']) {
      expect(expired.get(name)?.value).toBe('');
      expect(expired.get(name)?.attributes.get('max-age')).toBe('0');
    }
    const db = new Database(ctx.server.dbPath, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM sessions WHERE sid = ?').get(sid)).toEqual({ n: 0 });
    db.close();

    // A client that kept the old sid is a Guest now.
    const stale = new Client(ctx.server.baseUrl);
    stale.jar.set('sid', sid);
    expect((await stale.get('/api/method/frappe.auth.get_logged_user')).status).toBe(403);
  });

  it('works with GET and when already signed out', async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.editor);
    expect((await client.get('/api/method/logout')).status).toBe(200);
    expect((await client.get('/api/method/frappe.auth.get_logged_user')).status).toBe(403);
    expect((await client.get('/api/method/logout')).status).toBe(200);
  });

  it("leaves the user's other sessions alone", async () => {
    const a = await loggedIn(ctx.server.baseUrl, USERS.sa);
    const b = await loggedIn(ctx.server.baseUrl, USERS.sa);
    await a.post('/api/method/logout');
    expect((await b.get('/api/method/frappe.auth.get_logged_user')).body).toEqual({ message: USERS.sa });
  });
});

describe('disabled users', () => {
  it('cannot sign in, and their open sessions become Guest', async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const created = await admin.post('/api/resource/User', {
      email: 'temp.worker@tessera.dev',
      first_name: 'Temp',
      new_password: 'temp-password-1',
      roles: [{ role: 'Tessera Editor' }],
    });
    expect(created.status).toBe(200);
    const worker = await loggedIn(ctx.server.baseUrl, 'temp.worker@tessera.dev', 'temp-password-1');

    const disabled = await admin.put('/api/resource/User/temp.worker@tessera.dev', { enabled: 0 });
    expect(disabled.body.data.enabled).toBe(0);

    expect((await worker.get('/api/method/frappe.auth.get_logged_user')).status).toBe(403);
    const res = await new Client(ctx.server.baseUrl).post('/api/method/login', {
      usr: 'temp.worker@tessera.dev',
      pwd: 'temp-password-1',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'User disabled or missing', exc_type: 'AuthenticationError' });
    await new Client(ctx.server.baseUrl).login(USERS.admin);
  });
});

describe('session expiry', () => {
  it('an idle session past session_expiry is a Guest and its row is removed', async () => {
    const short = await startServer({ settings: { sessionExpirySeconds: 1 } });
    try {
      const client = await loggedIn(short.baseUrl, USERS.admin);
      expect(client.jar.has('sid')).toBe(true);
      expect((await client.get('/api/method/frappe.auth.get_logged_user')).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await client.get('/api/method/frappe.auth.get_logged_user')).status).toBe(403);
      const db = new Database(short.dbPath, { readonly: true });
      expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
      db.close();
    } finally {
      await short.close();
    }
  });
});

describe('a session ended elsewhere', () => {
  /** A user of this test's own, signed in twice (two sids), and an SA who manages them. */
  async function userWithTwoSessions(email: string) {
    const sa = await loggedIn(ctx.server.baseUrl, USERS.sa);
    const created = await sa.post('/api/resource/User', {
      email,
      first_name: 'Two',
      new_password: 'two-sessions-1',
      roles: [{ role: 'Tessera Editor' }],
    });
    expect(created.status).toBe(200);
    const first = await loggedIn(ctx.server.baseUrl, email, 'two-sessions-1');
    const second = await loggedIn(ctx.server.baseUrl, email, 'two-sessions-1');
    expect(first.jar.get('sid')).not.toBe(second.jar.get('sid'));
    return { sa, first, second };
  }

  it('ends every session of the user when the User form sets a new password (logout_all_sessions, on by default), and a dead sid answers as Frappe 15', async () => {
    const { sa, first, second } = await userWithTwoSessions('two.devices@tessera.dev');
    const firstSid = first.jar.get('sid')!;
    const saved = await sa.put('/api/resource/User/two.devices@tessera.dev', { new_password: 'two-sessions-2' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.logout_all_sessions).toBe(1);

    for (const client of [first, second]) {
      const res = await client.get('/api/method/frappe.auth.get_logged_user');
      expect(res.status).toBe(403);
      // Frappe 15.75 puts session_expired first, and answers as for a Guest.
      expect(res.text.startsWith('{"session_expired":1,')).toBe(true);
      expect(res.body.exc_type).toBe('PermissionError');
      expect(errorMessage(res, 'PermissionError')).toBe(
        '<details><summary>You are not permitted to access this resource. Login to access</summary>Function <strong>frappe.auth.get_logged_user</strong> is not whitelisted.</details>',
      );
      const cleared = new Map(res.cookies.map((c) => [c.name, c]));
      for (const name of ['sid', 'full_name', 'user_id', 'user_image', 'system_user']) {
        expect(cleared.get(name)?.value).toBe('');
      }
    }
    // Any other request with it says so too, even one a Guest may make.
    const stale = new Client(ctx.server.baseUrl);
    stale.jar.set('sid', firstSid);
    const pinged = await stale.get('/api/method/ping');
    expect(pinged.body).toEqual({ session_expired: 1, message: 'pong' });
  });

  it('keeps the other sessions when the User form turns logout_all_sessions off', async () => {
    const { sa, first } = await userWithTwoSessions('one.device@tessera.dev');
    const saved = await sa.put('/api/resource/User/one.device@tessera.dev', {
      new_password: 'two-sessions-2',
      logout_all_sessions: 0,
    });
    expect(saved.status).toBe(200);
    const res = await first.get('/api/method/frappe.auth.get_logged_user');
    expect(res.body).toEqual({ message: 'one.device@tessera.dev' });
  });

  it('answers session_expired to a copy of a sid that was logged out, and nothing of it to a sign-in or a Guest', async () => {
    const client = await loggedIn(ctx.server.baseUrl, USERS.editor);
    const sid = client.jar.get('sid')!;
    const copy = new Client(ctx.server.baseUrl);
    copy.jar.set('sid', sid);
    expect((await copy.post('/api/method/logout')).status).toBe(200);

    const refused = await client.get('/api/resource/Task', { limit_page_length: '1' });
    expect(refused.status).toBe(403);
    expect(refused.body.session_expired).toBe(1);

    client.jar.set('sid', sid);
    const signedIn = await client.post('/api/method/login', { usr: USERS.editor, pwd: 'tessera-demo' });
    expect(signedIn.text).toBe('{"message":"Logged In","home_page":"/app","full_name":"Elena Park"}');
    expect((await client.get('/api/method/frappe.auth.get_logged_user')).body).toEqual({ message: USERS.editor });

    const guest = await new Client(ctx.server.baseUrl).get('/api/method/frappe.auth.get_logged_user');
    expect(guest.status).toBe(403);
    expect(guest.body.session_expired).toBeUndefined();
  });
});
