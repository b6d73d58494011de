// Text with lone surrogates (invalid UTF-16, stored by SQLite as invalid UTF-8) or NUL characters is
// refused with 417, in every place parameters come from: JSON bodies (keys and values, any depth), JSON
// text inside parameters, form fields, the query string and the path.

import Database from 'better-sqlite3';
import { errorMessage, serveForTests, USERS, type ApiResponse } from './helpers/server';

const ctx = serveForTests({ user: USERS.editor });

function expectRefused(res: ApiResponse): void {
  expect(res.status).toBe(417);
  expect(errorMessage(res, 'ValidationError')).toBe('Text must be valid Unicode without NUL characters');
}

function todoCount(): number {
  const db = new Database(ctx.server.dbPath, { readonly: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM demo_record WHERE collection = 'todo'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

describe('JSON bodies', () => {
  it.each([
    ['a lone high surrogate', '{"title":"\\ud800"}'],
    ['a lone low surrogate inside text', '{"title":"ok \\udc00 ok"}'],
    ['a NUL', '{"title":"a\\u0000b"}'],
    ['a bad key', '{"title":"ok","\\ud800":1}'],
    ['a bad string deep down', '{"title":"ok","tag":[],"x":{"y":[["\\u0000"]]}}'],
  ])('%s → 417, nothing stored', async (_what, raw) => {
    const before = todoCount();
    expectRefused(await ctx.client.request('/api/todo/add', { method: 'POST', raw }));
    expect(todoCount()).toBe(before);
  });

  it('a well-formed surrogate pair (an emoji) is fine', async () => {
    const res = await ctx.client.request('/api/todo/add', {
      method: 'POST',
      raw: '{"title":"ship it \\ud83d\\ude80"}',
    });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('ship it 🚀');
  });

  it('Task documents too', async () => {
    expectRefused(await ctx.client.request('/api/resource/Task', { method: 'POST', raw: '{"subject":"x\\u0000"}' }));
  });
});

describe('form fields, query strings, JSON text in parameters, the path', () => {
  it('a form field with %00 → 417', async () => {
    expectRefused(
      await ctx.client.request('/api/todo/add', {
        raw: 'title=a%00b',
        contentType: 'application/x-www-form-urlencoded',
      }),
    );
    expectRefused(await ctx.client.request('/api/resource/Task', { form: { data: '{"subject":"\\ud800"}' } }));
  });

  it('a query-string value or key with %00 → 417', async () => {
    expectRefused(await ctx.client.get('/api/todo?id=1%00'));
    expectRefused(await ctx.client.get('/api/resource/Task?x%00=1'));
  });

  it('JSON text in the query string holding a lone surrogate → 417', async () => {
    const filters = encodeURIComponent('[["subject","=","\\ud800"]]');
    expectRefused(await ctx.client.get(`/api/resource/Task?filters=${filters}`));
  });

  it('a NUL in the path → 417', async () => {
    expectRefused(await ctx.client.get('/api/resource/Task/TASK%00'));
  });
});
