// Deeply nested JSON is refused (417, more than 32 levels) wherever JSON text is read from a request, before
// anything walks it; error messages show a bounded preview of a client's value, never the whole of it.

import { errorMessage, serveForTests, USERS, type ApiResponse } from './helpers/server';

const ctx = serveForTests({ user: USERS.admin });

const LEVELS = 5000;
const deepText = (levels = LEVELS) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

async function expectTooDeep(res: ApiResponse, what: string): Promise<void> {
  expect(res.status).toBe(417);
  expect(errorMessage(res, 'ValidationError')).toBe(`${what} is nested too deeply (more than 32 levels)`);
  // ...and the server is still there.
  expect((await ctx.client.get('/api/method/frappe.auth.get_logged_user')).status).toBe(200);
}

describe(`${LEVELS} levels of nesting`, () => {
  it('in a JSON body: POST /api/todo/add {"title": [[[…]]]}', async () => {
    const res = await ctx.client.request('/api/todo/add', { method: 'POST', raw: `{"title":${deepText()}}` });
    await expectTooDeep(res, 'Request body');
  });

  it.each(['filters', 'or_filters', 'fields', 'order_by', 'limit'])('get_list %s in a JSON body', async (param) => {
    const res = await ctx.client.request('/api/method/frappe.client.get_list', {
      method: 'POST',
      raw: `{"doctype":"Task","${param}":${deepText()}}`,
    });
    await expectTooDeep(res, 'Request body');
  });

  it.each(['filters', 'or_filters', 'fields'])(
    'get_list %s as JSON text in a JSON body, a form field and the query string',
    async (param) => {
      const asJsonBody = await ctx.client.post('/api/method/frappe.client.get_list', {
        doctype: 'Task',
        [param]: deepText(),
      });
      await expectTooDeep(asJsonBody, param);
      const asForm = await ctx.client.request('/api/method/frappe.client.get_list', {
        form: { doctype: 'Task', [param]: deepText() },
      });
      await expectTooDeep(asForm, param);
      // Unencoded brackets keep the URL under Node's 16 KiB header limit.
      const inQuery = await ctx.client.get(`/api/method/frappe.client.get_list?doctype=Task&${param}=${deepText()}`);
      await expectTooDeep(inQuery, param);
    },
  );

  it('GET /api/resource/Task?filters=[[[[…]]]] and get_count', async () => {
    await expectTooDeep(await ctx.client.get(`/api/resource/Task?filters=${deepText()}`), 'filters');
    await expectTooDeep(
      await ctx.client.get(`/api/method/frappe.client.get_count?doctype=Task&filters=${deepText()}`),
      'filters',
    );
  });

  it('in the `data` form field of POST /api/resource/Task', async () => {
    const res = await ctx.client.request('/api/resource/Task', { form: { data: `{"subject":${deepText()}}` } });
    await expectTooDeep(res, 'data');
  });

  it('order_by and limit, which are not JSON, give a 417 with a short message', async () => {
    for (const param of ['order_by', 'limit', 'limit_page_length', 'as_dict']) {
      const res = await ctx.client.get(`/api/resource/Task?${param}=${deepText()}`);
      expect(res.status).toBe(417);
      const message = errorMessage(res, res.body.exc_type);
      expect(message.length).toBeLessThan(200);
      expect(message).toContain('…');
    }
  });

  it('32 levels are still accepted, 33 are not', async () => {
    const body = (levels: number) => `{"title":"ok","ignored":${deepText(levels - 1)}}`;
    expect((await ctx.client.request('/api/todo/add', { method: 'POST', raw: body(32) })).status).toBe(200);
    await expectTooDeep(await ctx.client.request('/api/todo/add', { method: 'POST', raw: body(33) }), 'Request body');
  });
});

describe('error messages show a bounded preview of the value', () => {
  it.each<[string, Record<string, unknown>]>([
    ['/api/todo/add', { title: ['x'.repeat(10_000)] }],
    ['/api/todo/add', { title: 'ok', note: { big: 'y'.repeat(10_000), more: Array(1000).fill(1) } }],
    ['/api/todo/add', { title: 'ok', tag: Array(5000).fill('t') }],
    ['/api/todo/reorder', { id: 1, beforeId: 'z'.repeat(10_000) }],
    ['/api/method/frappe.client.get_list', { doctype: 'Task', fields: [['name'.repeat(5000)]] }],
    ['/api/method/frappe.client.get_list', { doctype: 'Task', filters: [['name', 'q'.repeat(5000), 'x']] }],
    ['/api/method/frappe.client.get_list', { doctype: 'Task', order_by: 'o'.repeat(10_000) }],
    ['/api/method/frappe.client.get_list', { doctype: 'Task', limit_page_length: 'l'.repeat(10_000) }],
    [
      '/api/method/frappe.client.get_list',
      { doctype: 'Task', filters: [['creation', 'between', ['d'.repeat(9000), 'x']]] },
    ],
  ])('%s %#', async (path, body) => {
    const res = await ctx.client.post(path, body);
    expect(res.status).toBe(417);
    const message = errorMessage(res, res.body.exc_type);
    expect(message.length).toBeLessThan(250);
  });

  it('keeps short values whole', async () => {
    const res = await ctx.client.post('/api/todo/add', { title: 'ok', important: 'yes' });
    expect(errorMessage(res, 'ValidationError')).toBe('important must be true or false, got "yes"');
  });
});
