// Bad requests get Frappe's error body with a 4xx, never a 500 or a crash; unknown routes are 404.

import http from 'node:http';
import { Client, errorMessage, serveForTests, serverMessages, USERS } from './helpers/server';

const ctx = serveForTests({ user: USERS.admin });

describe("Frappe's error body", () => {
  it('is exc_type plus _server_messages: a JSON list of JSON strings with message/title/indicator/raise_exception', async () => {
    const res = await ctx.client.get('/api/resource/Task/TASK-1999-00001');
    expect(res.status).toBe(404);
    expect(Object.keys(res.body).sort()).toEqual(['_server_messages', 'exc_type']);
    expect(typeof res.body._server_messages).toBe('string');
    expect(serverMessages(res.body)).toEqual([
      { message: 'Task TASK-1999-00001 not found', title: 'Message', indicator: 'red', raise_exception: 1 },
    ]);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store,no-cache,must-revalidate,max-age=0');
  });
});

describe('unknown things', () => {
  it.each(['/api/nothing-here', '/api/v1/nothing', '/somewhere', '/api/resource'])(
    'GET %s → 404 DoesNotExistError',
    async (path) => {
      const res = await ctx.client.get(path);
      expect(res.status).toBe(404);
      expect(errorMessage(res, 'DoesNotExistError')).toContain('not available');
    },
  );

  it('unknown doctype → 404 "DocType … not found"', async () => {
    for (const path of ['/api/resource/Spaceship', '/api/resource/Spaceship/x', '/api/resource/Has%20Role']) {
      const res = await ctx.client.get(path);
      expect(res.status).toBe(404);
      expect(errorMessage(res, 'DoesNotExistError')).toMatch(/^DocType (Spaceship|Has Role) not found$/);
    }
  });

  it('unknown method → 417 like Frappe\'s "Failed to get method"', async () => {
    const res = await ctx.client.get('/api/method/frappe.nothing.here');
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(
      "Failed to get method for command frappe.nothing.here with No module named 'frappe.nothing'",
    );
  });
});

describe('malformed bodies', () => {
  it('malformed JSON → 417 ValidationError with a readable message', async () => {
    const res = await ctx.client.request('/api/resource/Task', { method: 'POST', raw: '{"subject": "x",' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toMatch(/^Request body is not valid JSON/);
  });

  it('a JSON body that is neither an object nor a list → 417 "Invalid request arguments"', async () => {
    const res = await ctx.client.request('/api/method/frappe.auth.get_logged_user', { method: 'POST', raw: '"hello"' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe('Invalid request arguments');
  });

  it('a list as the document → 417', async () => {
    const res = await ctx.client.post('/api/resource/Task', [{ subject: 'x' }]);
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe('The document must be a JSON object of field values');
  });

  it('a body over 1 MiB → 413 in the same shape', async () => {
    const res = await ctx.client.request('/api/resource/Task', {
      method: 'POST',
      raw: JSON.stringify({ subject: 'big', description: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(errorMessage(res, 'RequestEntityTooLarge')).toContain('larger than');
    // The server is still fine afterwards.
    expect((await ctx.client.get('/api/method/frappe.auth.get_logged_user')).status).toBe(200);
  });

  it('a body refused on its Content-Length is read and dropped: its 413 always arrives, and the connection serves the next request', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const { port } = new URL(ctx.server.baseUrl);
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number | string; reused: boolean }>((resolve) => {
        const req = http.request({ host: '127.0.0.1', port, method, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        // Closed with the body unread, the server's reset broke this write before its answer was read.
        req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'error', reused: false }));
        if (body) req.setHeader('content-type', 'image/png');
        req.end(body);
      });
    try {
      const rounds = [];
      for (let round = 0; round < 20; round++) {
        const refused = await send('POST', '/api/upload/add?file_name=scan.png', Buffer.alloc(3 * 1024 * 1024));
        const next = await send('GET', '/api/method/ping');
        rounds.push({ refused: refused.status, next: next.status, nextReused: next.reused });
      }
      expect(rounds).toEqual(Array(20).fill({ refused: 413, next: 200, nextReused: true }));
    } finally {
      agent.destroy();
    }
  });

  it('an unknown content type is ignored (parameters come from the query string)', async () => {
    const res = await ctx.client.request('/api/method/frappe.client.get_count', {
      method: 'POST',
      raw: 'whatever',
      contentType: 'text/plain',
      query: { doctype: 'Task' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBeGreaterThanOrEqual(300);
  });
});

describe('frappe.client.get_list', () => {
  it('answers the list as `message`', async () => {
    const res = await ctx.client.post('/api/method/frappe.client.get_list', {
      doctype: 'Task',
      fields: ['name'],
      limit_page_length: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toHaveLength(2);
    expect(res.body.message[0].name).toMatch(/^TASK-\d{4}-00030$/);
  });

  it('takes no `limit` (only the resource GET does): the default 20 rows', async () => {
    const posted = await ctx.client.post('/api/method/frappe.client.get_list', { doctype: 'Task', limit: 2 });
    expect(posted.body.message).toHaveLength(20);
    const got = await ctx.client.get('/api/resource/Task', { limit: 2 });
    expect(got.body.data).toHaveLength(2);
  });
});

describe('hostile requests', () => {
  it("a malformed URL escape → 400 in Frappe's shape", async () => {
    const res = await ctx.client.get('/api/resource/Task/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(errorMessage(res, 'ValidationError')).toContain('not a valid url component');
  });

  it("headers over Node's limit → 431 in Frappe's shape, and the server keeps serving", async () => {
    const res = await new Client(ctx.server.baseUrl).request('/api/resource/Task', {
      headers: { 'x-junk': 'x'.repeat(40_000) },
    });
    expect(res.status).toBe(431);
    expect(errorMessage(res, 'ValidationError')).toBe('Request headers are too large');
    expect((await ctx.client.get('/api/method/frappe.auth.get_logged_user')).status).toBe(200);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ fields: Array(201).fill('name') }, 'Too many fields (at most 200)'],
    [{ filters: Array(101).fill(['name', '=', 'x']) }, 'Too many conditions in filters (at most 100)'],
    [{ filters: [['name', 'in', Array(1001).fill('x')]] }, 'Too many values for "in" (at most 1000)'],
    [{ order_by: Array(11).fill('name').join(',') }, 'Too many order_by terms (at most 10)'],
  ])('oversized list queries → 417 (%#)', async (params, message) => {
    // Sent as a JSON body through frappe.client.get_list (the same engine as GET /api/resource/Task).
    const res = await ctx.client.post('/api/method/frappe.client.get_list', { doctype: 'Task', ...params });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
  });
});

describe('HTTP method restrictions', () => {
  it('reset_password is POST-only: GET → 403 "Not permitted"', async () => {
    const res = await new Client(ctx.server.baseUrl).get('/api/method/frappe.core.doctype.user.user.reset_password', {
      user: USERS.editor,
    });
    expect(res.status).toBe(403);
    expect(errorMessage(res, 'PermissionError')).toBe('Not permitted');
  });

  it('PATCH on a resource route is not a route → 404', async () => {
    const res = await ctx.client.request('/api/resource/Task', { method: 'PATCH', json: {} });
    expect(res.status).toBe(404);
  });
});
