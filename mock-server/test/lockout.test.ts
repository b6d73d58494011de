// Frappe's LoginAttemptTracker: after more than N consecutive failures (per user and per IP) logins are
// refused for the lock interval, with "Your account has been locked and will resume after {n} seconds".
// The servers here trust X-Forwarded-For from loopback (as behind the host's proxy), so each request can
// pose as another client address.

import { Client, errorMessage, serveForTests, startServer, USERS } from './helpers/server';

const BEHIND_PROXY = { trustProxy: ['127.0.0.1'] };

const bad = (client: Client, usr: string, ip: string) =>
  client.request('/api/method/login', { json: { usr, pwd: 'nope' }, headers: { 'x-forwarded-for': ip } });
const good = (client: Client, usr: string, ip: string) =>
  client.request('/api/method/login', { json: { usr, pwd: 'tessera-demo' }, headers: { 'x-forwarded-for': ip } });

describe('login lock-out (2 attempts, 60 s)', () => {
  const ctx = serveForTests({ settings: { ...BEHIND_PROXY, loginMaxAttempts: 2, loginLockSeconds: 60 } });

  it('locks a user after more than the allowed failures, even with the right password', async () => {
    const client = new Client(ctx.server.baseUrl);
    // Each attempt from a different IP so that only the user's own counter trips.
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await bad(client, USERS.editor, ip)).status).toBe(401);
    }
    const locked = await good(client, USERS.editor, '10.0.0.4');
    expect(locked.status).toBe(500); // Frappe raises SecurityException, which has no HTTP status of its own
    expect(errorMessage(locked, 'SecurityException')).toBe(
      'Your account has been locked and will resume after 60 seconds',
    );

    // Other users are unaffected.
    expect((await good(client, USERS.guest, '10.0.0.5')).status).toBe(200);
  });

  it('locks an IP that keeps failing, for every user', async () => {
    const client = new Client(ctx.server.baseUrl);
    for (let i = 0; i < 3; i++) {
      expect((await bad(client, `ghost${i}@tessera.dev`, '10.9.9.9')).status).toBe(401);
    }
    const locked = await good(client, USERS.sa, '10.9.9.9');
    expect(locked.status).toBe(500);
    expect(errorMessage(locked, 'SecurityException')).toContain('locked');
    expect((await good(client, USERS.sa, '10.9.9.10')).status).toBe(200);
  });

  it('a success resets the count', async () => {
    const client = new Client(ctx.server.baseUrl);
    await bad(client, USERS.admin, '10.1.1.1');
    await bad(client, USERS.admin, '10.1.1.2');
    expect((await good(client, USERS.admin, '10.1.1.3')).status).toBe(200);
    await bad(client, USERS.admin, '10.1.1.4');
    await bad(client, USERS.admin, '10.1.1.5');
    expect((await good(client, USERS.admin, '10.1.1.6')).status).toBe(200);
  });
});

describe("login lock-out with Frappe's default settings (10 attempts, 60 s)", () => {
  const ctx = serveForTests();

  it('eleven wrong passwords answer 401; the twelfth attempt answers 500 SecurityException, as Frappe 15 does', async () => {
    const client = new Client(ctx.server.baseUrl);
    const wrong = () => client.request('/api/method/login', { json: { usr: USERS.editor, pwd: 'nope' } });
    for (let attempt = 1; attempt <= 11; attempt++) {
      const res = await wrong();
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 401 });
    }
    const locked = await wrong();
    // Frappe's login tracker throws frappe.SecurityException, which has no http_status_code: Frappe's
    // handle_exception answers it with 500. A client reads the lock from exc_type and the message.
    expect(locked.status).toBe(500);
    expect(errorMessage(locked, 'SecurityException')).toBe(
      'Your account has been locked and will resume after 60 seconds',
    );
  });
});

describe('login lock-out expiry', () => {
  const ctx = serveForTests({ settings: { ...BEHIND_PROXY, loginMaxAttempts: 1, loginLockSeconds: 1 } });

  it('lets the user in again after the lock interval', async () => {
    const client = new Client(ctx.server.baseUrl);
    await bad(client, USERS.admin, '10.2.0.1');
    await bad(client, USERS.admin, '10.2.0.2');
    expect((await good(client, USERS.admin, '10.2.0.3')).status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await good(client, USERS.admin, '10.2.0.3')).status).toBe(200);
  });
});

describe('login tracking off (0 attempts)', () => {
  it('never locks', async () => {
    const server = await startServer({ settings: { ...BEHIND_PROXY, loginMaxAttempts: 0 } });
    try {
      const client = new Client(server.baseUrl);
      for (let i = 0; i < 6; i++) expect((await bad(client, USERS.admin, '10.3.0.1')).status).toBe(401);
      expect((await good(client, USERS.admin, '10.3.0.1')).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
