// Cross-site request forgery: writes under /api are refused unless they come from an allowed origin
// (Origin, else Sec-Fetch-Site, else Referer); requests with none of those headers (curl, servers, tests)
// are not from a browser page and pass. Refusals are Frappe's CSRFTokenError (400).

import Database from 'better-sqlite3';
import http from 'node:http';
import { Client, errorMessage, loggedIn, serveForTests, startServer, USERS, type ApiResponse } from './helpers/server';

const ctx = serveForTests({ user: USERS.admin });

// A page on another port of the same host: same site, so the SameSite=Lax sid cookie goes along.
const OTHER_PORT = 'http://127.0.0.1:5173';
const HOST_APP = 'http://localhost:3000';

function count(table: string): number {
  const db = new Database(ctx.server.dbPath, { readonly: true });
  try {
    return (db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

function expectRefused(res: ApiResponse, from: string): void {
  expect(res.status).toBe(400);
  expect(errorMessage(res, 'CSRFTokenError')).toBe(`This request came from another site (${from}) and was refused.`);
}

describe('a cross-site page using the signed-in cookie', () => {
  it('cannot create a todo or a Task with an auto-submitted form', async () => {
    const todos = count('demo_record');
    const tasks = count('tabTask');
    const todo = await ctx.client.request('/api/todo/add', {
      form: { title: 'pwned' },
      headers: { origin: OTHER_PORT },
    });
    expectRefused(todo, OTHER_PORT);
    const task = await ctx.client.request('/api/resource/Task', {
      form: { data: JSON.stringify({ subject: 'pwned' }) },
      headers: { origin: OTHER_PORT },
    });
    expectRefused(task, OTHER_PORT);
    expect(count('demo_record')).toBe(todos);
    expect(count('tabTask')).toBe(tasks);
  });

  it.each([
    ['PUT', `/api/resource/Task/TASK-${new Date().getFullYear()}-00001`],
    ['DELETE', `/api/resource/Task/TASK-${new Date().getFullYear()}-00001`],
    ['POST', '/api/v1/method/frappe.client.get_count'],
    ['POST', '/api/method/frappe.client.get_list'],
    ['PATCH', '/api/method/logout'],
    ['POST', '/api/todo/tag/delete'],
  ])('refuses %s %s from another origin', async (method, path) => {
    const res = await ctx.client.request(path, {
      method,
      json: { id: 1, priority: 'Low' },
      headers: { origin: 'https://evil.example' },
    });
    expectRefused(res, 'https://evil.example');
  });

  it('also on paths the router only matches after merging slashes ("//api//todo/add")', async () => {
    const { port } = new URL(ctx.server.baseUrl);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '//api//todo/add',
          method: 'POST',
          headers: { origin: OTHER_PORT, 'content-type': 'application/json' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', reject);
      req.end('{"title":"pwned"}');
    });
    expect(status).toBe(400);
  });

  it('refuses Origin: null (sandboxed frames, data: pages) and an unparsable Origin', async () => {
    expectRefused(
      await ctx.client.request('/api/todo/add', { json: { title: 'x' }, headers: { origin: 'null' } }),
      'null',
    );
    expectRefused(
      await ctx.client.request('/api/todo/add', { json: { title: 'x' }, headers: { origin: 'not a url' } }),
      'not a url',
    );
  });

  it('cannot sign the browser in to another account (login CSRF), cookie or not', async () => {
    const anon = new Client(ctx.server.baseUrl);
    const res = await anon.request('/api/method/login', {
      form: { usr: USERS.guest, pwd: 'tessera-demo' },
      headers: { origin: OTHER_PORT },
    });
    expectRefused(res, OTHER_PORT);
    expect(res.cookies).toEqual([]);
  });

  it('cannot trigger side effects with a cross-site GET either: login, sign_up and reset_password are POST only', async () => {
    const anon = new Client(ctx.server.baseUrl);
    const calls = [
      anon.get('/api/method/login', { usr: USERS.guest, pwd: 'tessera-demo' }),
      anon.get('/api/method/frappe.core.doctype.user.user.sign_up', { email: 'drive-by@x.dev', full_name: 'Drive By' }),
      anon.get('/api/method/frappe.core.doctype.user.user.reset_password', { user: USERS.editor }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(errorMessage(res, 'PermissionError')).toBe('Not permitted');
      expect(res.cookies.some((c) => c.name === 'sid' && c.value !== '')).toBe(false);
    }
    expect(count('email_queue')).toBe(0);
  });
});

describe('requests that are allowed', () => {
  it('writes from the host app (an allowed Origin) work, in any letter case of the host', async () => {
    const res = await ctx.client.request('/api/todo/add', {
      json: { title: 'from the app' },
      headers: { origin: HOST_APP },
    });
    expect(res.status).toBe(200);
    const upper = await ctx.client.request('/api/todo/add', {
      json: { title: 'again' },
      headers: { origin: 'http://LOCALHOST:3000' },
    });
    expect(upper.status).toBe(200);
  });

  it('reads are never blocked: a cross-site GET just cannot read the answer (no CORS headers)', async () => {
    const res = await ctx.client.request('/api/todo/all', { headers: { origin: OTHER_PORT } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('requests without Origin, Sec-Fetch-Site or Referer (curl, servers) are let through', async () => {
    expect((await ctx.client.post('/api/todo/add', { title: 'from curl' })).status).toBe(200);
  });
});

describe('without Origin', () => {
  it.each([
    ['same-origin', 200],
    ['none', 200],
    ['same-site', 400],
    ['cross-site', 400],
  ])('Sec-Fetch-Site: %s → %i', async (site, status) => {
    const res = await ctx.client.request('/api/todo/add', {
      json: { title: `sfs ${site}` },
      headers: { 'sec-fetch-site': site },
    });
    expect(res.status).toBe(status);
    if (status === 400) expect(errorMessage(res, 'CSRFTokenError')).toContain(`a ${site} page`);
  });

  it('Sec-Fetch-Site decides before Referer, and a refusal names the Referer origin', async () => {
    const res = await ctx.client.request('/api/todo/add', {
      json: { title: 'x' },
      headers: { 'sec-fetch-site': 'same-site', referer: `${OTHER_PORT}/attack.html` },
    });
    expectRefused(res, OTHER_PORT);
  });

  it('falls back to Referer: its origin must be allowed', async () => {
    const ok = await ctx.client.request('/api/todo/add', {
      json: { title: 'via referer' },
      headers: { referer: `${HOST_APP}/apps/todo` },
    });
    expect(ok.status).toBe(200);
    const bad = await ctx.client.request('/api/todo/add', {
      json: { title: 'x' },
      headers: { referer: `${OTHER_PORT}/attack.html` },
    });
    expectRefused(bad, OTHER_PORT);
  });
});

describe('ALLOWED_ORIGINS from the settings', () => {
  it('only the configured origins are allowed', async () => {
    const custom = await startServer({ settings: { allowedOrigins: ['https://tessera.example'] } });
    try {
      const client = await loggedIn(custom.baseUrl, USERS.editor);
      const ok = await client.request('/api/todo/add', {
        json: { title: 'x' },
        headers: { origin: 'https://tessera.example' },
      });
      expect(ok.status).toBe(200);
      expectRefused(
        await client.request('/api/todo/add', { json: { title: 'x' }, headers: { origin: HOST_APP } }),
        HOST_APP,
      );
    } finally {
      await custom.close();
    }
  });
});
