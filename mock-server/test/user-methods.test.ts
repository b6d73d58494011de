// sign_up and reset_password, as frappe/core/doctype/user/user.py answers them; mail goes to email_queue.

import Database from 'better-sqlite3';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, serverMessages, startServer, USERS } from './helpers/server';

const SIGN_UP = '/api/method/frappe.core.doctype.user.user.sign_up';
const RESET = '/api/method/frappe.core.doctype.user.user.reset_password';

function outbox(dbPath: string): { recipient: string; subject: string; body: string }[] {
  const db = new Database(dbPath, { readonly: true });
  const rows = db.prepare('SELECT recipient, subject, body FROM email_queue ORDER BY id').all() as {
    recipient: string;
    subject: string;
    body: string;
  }[];
  db.close();
  return rows;
}

describe('sign_up', () => {
  const ctx = serveForTests();

  it("creates an enabled Website User with the site's sign-up role (a GUEST) and mails a set-password link", async () => {
    const res = await new Client(ctx.server.baseUrl).post(SIGN_UP, {
      email: 'Newbie@Example.com',
      full_name: 'Nina <b>Newbie</b>',
      redirect_to: '/projects/all',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: [1, 'Please check your email for verification'] });

    const mail = outbox(ctx.server.dbPath);
    expect(mail).toHaveLength(1);
    const letter = itemAt(mail, 0);
    expect(letter.recipient).toBe('newbie@example.com');
    expect(letter.body).toMatch(/\/update-password\?key=[0-9a-f]{32}/);

    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    const doc = (await admin.get('/api/resource/User/newbie@example.com')).body.data;
    expect(doc).toMatchObject({
      enabled: 1,
      user_type: 'Website User',
      first_name: 'Nina &lt;b&gt;Newbie&lt;/b&gt;',
      roles: [expect.objectContaining({ role: 'Tessera Guest' })],
    });
    expect(doc.owner).toBe('Guest');
  });

  it('answers [0, "Already Registered"] for an existing e-mail, in any case', async () => {
    const client = new Client(ctx.server.baseUrl);
    for (const email of [USERS.editor, 'NEWBIE@example.com']) {
      const res = await client.post(SIGN_UP, { email, full_name: 'Someone', redirect_to: '' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: [0, 'Already Registered'] });
    }
  });

  it('answers [0, "Registered but disabled"] for a disabled user', async () => {
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    await admin.post('/api/resource/User', { email: 'gone@tessera.dev', first_name: 'Gone', enabled: 0 });
    const res = await new Client(ctx.server.baseUrl).post(SIGN_UP, { email: 'gone@tessera.dev', full_name: 'Gone' });
    expect(res.body).toEqual({ message: [0, 'Registered but disabled'] });
  });

  it('rejects an invalid e-mail with 417 InvalidEmailAddressError and creates nothing', async () => {
    const res = await new Client(ctx.server.baseUrl).post(SIGN_UP, {
      email: 'not an email',
      full_name: 'X',
      redirect_to: '',
    });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'InvalidEmailAddressError')).toBe('not an email is not a valid Email Address');
    expect(outbox(ctx.server.dbPath)).toHaveLength(1);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ full_name: 'X' }, 'Missing argument: email'],
    [{ email: 'a@b.co' }, 'Missing argument: full_name'],
    [{ email: ['a@b.co'], full_name: 'X' }, 'email must be text'],
  ])('rejects %j with 417', async (body, message) => {
    const res = await new Client(ctx.server.baseUrl).post(SIGN_UP, body);
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
  });

  it("the new user's password is unusable until reset", async () => {
    const res = await new Client(ctx.server.baseUrl).post('/api/method/login', {
      usr: 'newbie@example.com',
      pwd: 'tessera-demo',
    });
    expect(res.status).toBe(401);
    await new Client(ctx.server.baseUrl).login(USERS.admin);
  });

  it('once a password is set, the Website User signs in to "No App" and gets redirect_to once', async () => {
    const sa = await loggedIn(ctx.server.baseUrl, USERS.sa);
    expect((await sa.put('/api/resource/User/newbie@example.com', { new_password: 'newbie-pass-1' })).status).toBe(200);
    const first = await new Client(ctx.server.baseUrl).post('/api/method/login', {
      usr: 'newbie@example.com',
      pwd: 'newbie-pass-1',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'No App',
      home_page: '/me',
      full_name: 'Nina &lt;b&gt;Newbie&lt;/b&gt;',
      redirect_to: '/projects/all',
    });
    expect(first.cookies.find((c) => c.name === 'system_user')?.value).toBe('no');
    const second = await new Client(ctx.server.baseUrl).post('/api/method/login', {
      usr: 'newbie@example.com',
      pwd: 'newbie-pass-1',
    });
    expect(second.body).not.toHaveProperty('redirect_to');
  });
});

describe('sign_up throttle', () => {
  it('refuses with 429 when too many users signed up in the last hour', async () => {
    const server = await startServer({ settings: { signupHourlyLimit: 1 } });
    try {
      // Seeded users are days old. Like Frappe, the count is taken before inserting: 0, then 1 (not > 1), then 2 > 1.
      const client = new Client(server.baseUrl);
      expect((await client.post(SIGN_UP, { email: 'one@x.dev', full_name: 'One' })).body.message[0]).toBe(1);
      expect((await client.post(SIGN_UP, { email: 'two@x.dev', full_name: 'Two' })).body.message[0]).toBe(1);
      const res = await client.post(SIGN_UP, { email: 'three@x.dev', full_name: 'Three' });
      expect(res.status).toBe(429);
      expect(errorMessage(res, 'TooManyRequestsError')).toMatch(/^Too many users signed up recently/);
    } finally {
      await server.close();
    }
  });
});

describe('sign_up per-IP limit', () => {
  it('allows signupIpLimit calls per hour per IP, then 429 RateLimitExceededError', async () => {
    // Behind a proxy on loopback, whose X-Forwarded-For gives the client address.
    const server = await startServer({ settings: { signupIpLimit: 2, trustProxy: ['127.0.0.1'] } });
    try {
      const client = new Client(server.baseUrl);
      const call = (email: string, ip: string) =>
        client.request(SIGN_UP, { json: { email, full_name: 'X' }, headers: { 'x-forwarded-for': ip } });
      expect((await call('a1@x.dev', '10.6.0.1')).status).toBe(200);
      expect((await call(USERS.editor, '10.6.0.1')).status).toBe(200);
      const limited = await call('a2@x.dev', '10.6.0.1');
      expect(limited.status).toBe(429);
      expect(errorMessage(limited, 'RateLimitExceededError')).toMatch(/^You hit the rate limit/);
      expect((await call('a2@x.dev', '10.6.0.2')).body).toEqual({
        message: [1, 'Please check your email for verification'],
      });
    } finally {
      await server.close();
    }
  });
});

describe('reset_password', () => {
  const ctx = serveForTests({ settings: { passwordResetLimit: 100 } });

  it('sends instructions: 200 with a msgprint and an outbox row with a link', async () => {
    const res = await new Client(ctx.server.baseUrl).post(RESET, { user: USERS.editor });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('message');
    expect(res.body).not.toHaveProperty('exc_type');
    expect(serverMessages(res.body)).toEqual([
      { message: "Password reset instructions have been sent to Elena Park's email", title: 'Password Email Sent' },
    ]);
    const mail = outbox(ctx.server.dbPath).at(-1)!;
    expect(mail).toMatchObject({ recipient: USERS.editor, subject: 'Password Reset' });
    expect(mail.body).toMatch(/http:\/\/localhost:8000\/session\/update-password\?key=[0-9a-f]{32}/);
  });

  it('unknown user → 404 {"message":"not found"}', async () => {
    const res = await new Client(ctx.server.baseUrl).request(RESET, { form: { user: 'nobody@tessera.dev' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'not found' });
  });

  it('Administrator → "not allowed"; a disabled user → "disabled"', async () => {
    const anon = new Client(ctx.server.baseUrl);
    expect((await anon.post(RESET, { user: 'Administrator' })).body).toEqual({ message: 'not allowed' });
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    await admin.post('/api/resource/User', { email: 'off@tessera.dev', first_name: 'Off', enabled: 0 });
    const res = await anon.post(RESET, { user: 'off@tessera.dev' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'disabled' });
  });

  it('missing or non-text user → 417', async () => {
    const res = await new Client(ctx.server.baseUrl).post(RESET, {});
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe('Missing argument: user');
    expect((await new Client(ctx.server.baseUrl).post(RESET, { user: 42 })).status).toBe(417);
  });
});

describe('reset_password rate limit', () => {
  it('allows password_reset_limit calls per hour per IP, then 429 RateLimitExceededError', async () => {
    // Behind a proxy on loopback, whose X-Forwarded-For gives the client address.
    const server = await startServer({ settings: { passwordResetLimit: 3, trustProxy: ['127.0.0.1'] } });
    try {
      const client = new Client(server.baseUrl);
      const call = (ip: string) =>
        client.request(RESET, { json: { user: USERS.guest }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i++) expect((await call('10.5.0.1')).status).toBe(200);
      const limited = await call('10.5.0.1');
      expect(limited.status).toBe(429);
      expect(errorMessage(limited, 'RateLimitExceededError')).toBe(
        'You hit the rate limit because of too many requests. Please try after sometime.',
      );
      expect((await call('10.5.0.2')).status).toBe(200);
      expect(outbox(server.dbPath)).toHaveLength(4);
    } finally {
      await server.close();
    }
  });
});
