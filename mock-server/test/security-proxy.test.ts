// X-Forwarded-For is believed only from configured proxies (TRUST_PROXY). By default nobody is trusted, so
// a client that sends a new address with every request is still one client to the reset-password rate
// limit and the login lock-out.

import { Client, errorMessage, startServer, USERS } from './helpers/server';

const RESET = '/api/method/frappe.core.doctype.user.user.reset_password';

let nextAddress = 0;
/** A different spoofed client address on every call. */
const spoofed = () => ({ 'x-forwarded-for': `203.0.113.${++nextAddress % 250}` });

describe('default settings (no trusted proxy)', () => {
  it('the reset_password rate limit still bites when X-Forwarded-For changes every request', async () => {
    const server = await startServer({ settings: { passwordResetLimit: 3 } });
    try {
      const client = new Client(server.baseUrl);
      const call = () => client.request(RESET, { json: { user: USERS.guest }, headers: spoofed() });
      for (let i = 0; i < 3; i++) expect((await call()).status).toBe(200);
      const limited = await call();
      expect(limited.status).toBe(429);
      expect(errorMessage(limited, 'RateLimitExceededError')).toMatch(/^You hit the rate limit/);
    } finally {
      await server.close();
    }
  });

  it('the IP lock-out still bites when X-Forwarded-For changes every request', async () => {
    const server = await startServer({ settings: { loginMaxAttempts: 2, loginLockSeconds: 60 } });
    try {
      const client = new Client(server.baseUrl);
      for (let i = 0; i < 3; i++) {
        const res = await client.request('/api/method/login', {
          json: { usr: `ghost${i}@x.dev`, pwd: 'nope' },
          headers: spoofed(),
        });
        expect(res.status).toBe(401);
      }
      const locked = await client.request('/api/method/login', {
        json: { usr: USERS.sa, pwd: 'tessera-demo' },
        headers: spoofed(),
      });
      expect(locked.status).toBe(500);
      expect(errorMessage(locked, 'SecurityException')).toBe(
        'Your account has been locked and will resume after 60 seconds',
      );
    } finally {
      await server.close();
    }
  });
});

describe("trustProxy: ['127.0.0.1'] (the launcher's set-up behind the host's proxy)", () => {
  it('uses X-Forwarded-For from loopback: two client addresses are tracked separately', async () => {
    const server = await startServer({ settings: { passwordResetLimit: 2, trustProxy: ['127.0.0.1'] } });
    try {
      const client = new Client(server.baseUrl);
      const from = (ip: string) =>
        client.request(RESET, { json: { user: USERS.guest }, headers: { 'x-forwarded-for': ip } });
      expect((await from('198.51.100.1')).status).toBe(200);
      expect((await from('198.51.100.1')).status).toBe(200);
      expect((await from('198.51.100.1')).status).toBe(429);
      expect((await from('198.51.100.2')).status).toBe(200);
      // The proxy appends the address it saw: the last entry is the client, whatever the client claimed.
      expect((await from('198.51.100.2, 198.51.100.1')).status).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('an address that is not a configured proxy is not believed', async () => {
    const server = await startServer({ settings: { passwordResetLimit: 1, trustProxy: ['10.0.0.0/8'] } });
    try {
      const client = new Client(server.baseUrl);
      const from = (ip: string) =>
        client.request(RESET, { json: { user: USERS.guest }, headers: { 'x-forwarded-for': ip } });
      expect((await from('198.51.100.1')).status).toBe(200);
      expect((await from('198.51.100.2')).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
