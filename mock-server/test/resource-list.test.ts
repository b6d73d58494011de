// GET /api/resource/{doctype}: Frappe's list parameters against the seeded tasks.

import Database from 'better-sqlite3';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, serveForTests, serverMessages, USERS } from './helpers/server';

const ctx = serveForTests({ user: USERS.guest }); // the lowest role may read tasks

interface TaskRow {
  name: string;
  subject: string;
  status: string;
  priority: string;
  creation: string;
  exp_end_date: string;
  expected_time: number;
  department: string;
  is_group: number;
  project: string | null;
  color: string | null;
}

/** Every seeded task, read straight from the database, for computing expected answers. */
function allTasks(): TaskRow[] {
  const db = new Database(ctx.server.dbPath, { readonly: true });
  const rows = db.prepare('SELECT * FROM "tabTask" ORDER BY creation DESC').all() as TaskRow[];
  db.close();
  return rows;
}

const list = (query: Record<string, string | number | boolean>) => ctx.client.get('/api/resource/Task', query);
const json = (v: unknown) => JSON.stringify(v);

describe('defaults', () => {
  it('returns names only, 20 rows, newest first', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    const expected = allTasks()
      .slice(0, 20)
      .map((t) => ({ name: t.name }));
    expect(res.body).toEqual({ data: expected });
    expect(res.body.data[0].name).toMatch(/^TASK-\d{4}-00030$/);
  });

  it('ignores unknown parameters such as q', async () => {
    const res = await list({ q: 'anything', fields: json(['name']) });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(20);
  });
});

describe('fields', () => {
  it('selects the requested fields, with nulls kept in lists', async () => {
    const res = await list({ fields: json(['name', 'subject', 'status', 'project', 'color']), limit: 1 });
    const newest = itemAt(allTasks(), 0);
    expect(newest.color).toBeNull();
    expect(res.body.data).toEqual([
      { name: newest.name, subject: newest.subject, status: newest.status, project: newest.project, color: null },
    ]);
  });

  it('accepts "*" and `tabTask`.field references', async () => {
    const star = await list({ fields: json(['*']), limit: 1 });
    expect(Object.keys(star.body.data[0])).toEqual(
      expect.arrayContaining([
        'name',
        'owner',
        'creation',
        'modified',
        'modified_by',
        'docstatus',
        'idx',
        'subject',
        'total_billing_amount',
      ]),
    );
    const qualified = await list({ fields: json(['`tabTask`.`subject`', 'tabTask.status']), limit: 1 });
    expect(Object.keys(qualified.body.data[0])).toEqual(['subject', 'status']);
  });

  it('aliases a field', async () => {
    const res = await list({ fields: json(['subject as title']), limit: 1 });
    expect(res.body.data).toEqual([{ title: itemAt(allTasks(), 0).subject }]);
  });

  it('rejects an unknown field with 417 DataError', async () => {
    const res = await list({ fields: json(['name', 'secret_column']) });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'DataError')).toBe('Field not permitted in query: secret_column');
  });

  it.each([
    ['name from tabUser --'],
    ['(select name from tabUser)'],
    ['name, owner'],
    ['sqlite_version()'],
    ['sum(subject)'],
    ['`tabUser`.name'],
  ])('rejects hostile field text %j', async (field) => {
    const res = await list({ fields: json([field]) });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'DataError')).toBe(`Field not permitted in query: ${field}`);
  });

  it.each([
    ['name', 'fields must be valid JSON, got: name'],
    ['{"a":1}', 'fields must be a JSON list of field names, e.g. ["name", "subject"]'],
    ['[1,2]', 'fields must be a list of text, got 1'],
    ['[]', 'fields must be a JSON list of field names, e.g. ["name", "subject"]'],
  ])('rejects fields=%s with a readable 417', async (fields, message) => {
    const res = await list({ fields });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
  });
});

describe('filters', () => {
  const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((r) => r.name);
  const expectNames = (predicate: (t: TaskRow) => boolean) =>
    allTasks()
      .filter(predicate)
      .map((t) => t.name);

  it('takes a list of [field, op, value]', async () => {
    const res = await list({ filters: json([['status', '=', 'Completed']]), limit: 0 });
    expect(names(res)).toEqual(expectNames((t) => t.status === 'Completed'));
    expect(names(res).length).toBeGreaterThan(3);
  });

  it('takes [doctype, field, op, value]', async () => {
    const res = await list({ filters: json([['Task', 'priority', '=', 'Urgent']]), limit: 0 });
    expect(names(res)).toEqual(expectNames((t) => t.priority === 'Urgent'));
  });

  it('takes a {field: value} object and {field: [op, value]}', async () => {
    const a = await list({ filters: json({ status: 'Open', priority: 'Low' }), limit: 0 });
    expect(names(a)).toEqual(expectNames((t) => t.status === 'Open' && t.priority === 'Low'));
    const b = await list({ filters: json({ expected_time: ['>=', 20] }), limit: 0 });
    expect(names(b)).toEqual(expectNames((t) => t.expected_time >= 20));
  });

  it.each<[string, unknown, (t: TaskRow) => boolean]>([
    ['!=', 'Completed', (t) => t.status !== 'Completed'],
    ['>', 10, (t) => t.expected_time > 10],
    ['<', 5, (t) => t.expected_time < 5],
    ['<=', 5, (t) => t.expected_time <= 5],
    ['like', '%review%', (t) => /review/i.test(t.subject)],
    ['not like', '%a%', (t) => !/a/i.test(t.subject)],
    ['in', ['Open', 'Working'], (t) => ['Open', 'Working'].includes(t.status)],
    ['in', 'Open, Working', (t) => ['Open', 'Working'].includes(t.status)],
    ['not in', ['Completed', 'Cancelled'], (t) => !['Completed', 'Cancelled'].includes(t.status)],
  ])('operator %s %j', async (op, value, predicate) => {
    const field = ['>', '<', '<='].includes(op)
      ? 'expected_time'
      : ['like', 'not like'].includes(op)
        ? 'subject'
        : 'status';
    const res = await list({ filters: json([[field, op, value]]), limit: 0 });
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expectNames(predicate));
  });

  it('is set / is not set', async () => {
    const set = await list({ filters: json([['color', 'is', 'set']]), limit: 0 });
    const notSet = await list({ filters: json([['color', 'is', 'not set']]), limit: 0 });
    const tasks = allTasks();
    expect(set.body.data.length).toBe(tasks.filter((t) => t.color).length);
    expect(set.body.data.length).toBeGreaterThan(0);
    expect(set.body.data.length + notSet.body.data.length).toBe(tasks.length);
  });

  it('between on dates, and on creation with whole-day bounds', async () => {
    const tasks = allTasks();
    const ends = tasks.map((t) => t.exp_end_date).sort();
    const [from, to] = [itemAt(ends, 5), itemAt(ends, 20)];
    const res = await list({ filters: json([['exp_end_date', 'between', [from, to]]]), limit: 0 });
    expect(names(res)).toEqual(tasks.filter((t) => t.exp_end_date >= from && t.exp_end_date <= to).map((t) => t.name));

    const day = itemAt(tasks, 0).creation.slice(0, 10);
    const byDay = await list({ filters: json([['creation', 'between', [day, day]]]), limit: 0 });
    expect(names(byDay)).toEqual(tasks.filter((t) => t.creation.startsWith(day)).map((t) => t.name));
    expect(byDay.body.data.length).toBeGreaterThan(0);
  });

  it('or_filters combine with OR, and with filters by AND', async () => {
    const res = await list({
      filters: json([['priority', '=', 'High']]),
      or_filters: json([
        ['status', '=', 'Completed'],
        ['status', '=', 'Overdue'],
      ]),
      limit: 0,
    });
    expect(names(res)).toEqual(
      expectNames((t) => t.priority === 'High' && ['Completed', 'Overdue'].includes(t.status)),
    );
    expect(names(res).length).toBeGreaterThan(0);
  });

  it('values are bound, so injection text is just a value that matches nothing', async () => {
    const res = await list({ filters: json([['subject', '=', "x' OR '1'='1"]]) });
    expect(res.body).toEqual({ data: [] });
    const res2 = await list({ filters: json({ subject: ['like', '%\'; DROP TABLE "tabTask"; --'] }) });
    expect(res2.status).toBe(200);
    expect(allTasks().length).toBeGreaterThanOrEqual(300);
  });

  it.each<[unknown, string, string]>([
    [[['nope', '=', 1]], 'DataError', 'Field not permitted in query: nope'],
    [[['User', 'name', '=', 'x']], 'DataError', 'Field not permitted in query: User.name'],
    [{ 'status; --': 'x' }, 'DataError', 'Field not permitted in query: status; --'],
    [
      [['status', 'regexp', '.*']],
      'ValidationError',
      'Operator must be one of =, !=, >, <, >=, <=, like, not like, in, not in, is, between; got "regexp"',
    ],
    [
      [['status', '=']],
      'ValidationError',
      'Each filter must be [field, operator, value] or [doctype, field, operator, value], got ["status","="]',
    ],
    [[['status', '=', { a: 1 }]], 'ValidationError', 'Invalid filter value for status: {"a":1}'],
    [
      [['expected_time', '>', 'ten']],
      'ValidationError',
      'Invalid filter value for expected_time: "ten" is not a number',
    ],
    [[['color', 'is', 'maybe']], 'ValidationError', 'The "is" operator takes "set" or "not set", got "maybe"'],
    [
      [['exp_end_date', 'between', ['2026-01-01']]],
      'ValidationError',
      'The "between" operator takes [from, to], got ["2026-01-01"]',
    ],
    [42, 'ValidationError', 'filters must be a list of [field, operator, value] or an object, got 42'],
  ])('rejects filters %j', async (filters, excType, message) => {
    const res = await list({ filters: json(filters) });
    expect(res.status).toBe(417);
    expect(errorMessage(res, excType)).toBe(message);
  });

  it('rejects filters that are not JSON', async () => {
    const res = await list({ filters: '[["status"' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toMatch(/^filters must be valid JSON/);
  });
});

describe('order_by, limits, as_dict', () => {
  it('orders by one or several fields', async () => {
    const res = await list({
      fields: json(['name', 'priority', 'subject']),
      order_by: 'priority asc, subject desc',
      limit: 0,
    });
    const expected = [...allTasks()]
      .sort(
        (a, b) =>
          a.priority.localeCompare(b.priority) || b.subject.localeCompare(a.subject, 'en', { sensitivity: 'base' }),
      )
      .map((t) => t.name);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(expected);
  });

  it('accepts `tabTask`.`creation` asc', async () => {
    const res = await list({ order_by: '`tabTask`.`creation` asc', limit: 3 });
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(
      allTasks()
        .reverse()
        .slice(0, 3)
        .map((t) => t.name),
    );
  });

  it.each(['nope desc', 'name; DROP TABLE "tabTask"', 'subject sideways', '(select 1)'])(
    'rejects order_by %j',
    async (orderBy) => {
      const res = await list({ order_by: orderBy });
      expect(res.status).toBe(417);
      expect(errorMessage(res, 'DataError')).toMatch(/^Field not permitted in query: /);
    },
  );

  it('pages with limit_start and limit_page_length (or limit); 0 means all', async () => {
    const all = allTasks().map((t) => ({ name: t.name }));
    expect((await list({ limit_start: 5, limit_page_length: 5 })).body.data).toEqual(all.slice(5, 10));
    const nearEnd = all.length - 5;
    expect((await list({ limit_start: nearEnd, limit: 10 })).body.data).toEqual(all.slice(nearEnd));
    expect((await list({ limit_page_length: 0 })).body.data).toEqual(all);
    expect((await list({ limit: 0 })).body.data).toEqual(all);
    expect((await list({ limit_start: 28, limit_page_length: 0 })).body.data).toEqual(all.slice(28));
    expect(all.length).toBeGreaterThan(20);
  });

  it.each([
    ['limit_page_length', 'abc'],
    ['limit_page_length', '-1'],
    ['limit', '2.5'],
    ['limit_start', 'x'],
  ])('rejects %s=%s with 417', async (key, value) => {
    const res = await list({ [key]: value });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(`${key} must be a non-negative whole number, got "${value}"`);
  });

  it('as_dict=false returns rows as arrays in field order', async () => {
    const res = await list({ fields: json(['name', 'status']), as_dict: 'false', limit: 2 });
    expect(res.body.data).toEqual(
      allTasks()
        .slice(0, 2)
        .map((t) => [t.name, t.status]),
    );
    const res0 = await list({ fields: json(['name']), as_dict: 0, limit: 1 });
    expect(res0.body.data).toEqual([[itemAt(allTasks(), 0).name]]);
  });

  it('rejects as_dict=maybe', async () => {
    const res = await list({ as_dict: 'maybe' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe('as_dict must be true or false, got "maybe"');
  });
});

describe('group_by and aggregates', () => {
  it('counts per status with count(name) as alias, ordered by the alias', async () => {
    const res = await list({
      fields: json(['status', 'count(name) as total']),
      group_by: 'status',
      order_by: 'total desc, status asc',
      limit: 0,
    });
    const counts = new Map<string, number>();
    for (const t of allTasks()) counts.set(t.status, (counts.get(t.status) ?? 0) + 1);
    const expected = [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([status, total]) => ({ status, total }));
    expect(res.body.data).toEqual(expected);
  });

  it('count(*) without alias is keyed by its text; sum() of a number', async () => {
    const res = await list({ fields: json(['count(*)', 'sum(expected_time) as hours']) });
    const tasks = allTasks();
    expect(res.body.data).toEqual([
      { 'count(*)': tasks.length, hours: tasks.reduce((s, t) => s + t.expected_time, 0) },
    ]);
  });

  it('rejects an unknown group_by field', async () => {
    const res = await list({ fields: json(['count(name)']), group_by: 'status; drop' });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'DataError')).toBe('Field not permitted in query: status; drop');
  });
});

describe('frappe.client.get_count', () => {
  it('counts with and without filters', async () => {
    const all = await ctx.client.get('/api/method/frappe.client.get_count', { doctype: 'Task' });
    expect(all.body).toEqual({ message: allTasks().length });
    const open = await ctx.client.get('/api/method/frappe.client.get_count', {
      doctype: 'Task',
      filters: json({ status: 'Completed' }),
    });
    expect(open.body).toEqual({ message: allTasks().filter((t) => t.status === 'Completed').length });
  });

  it('respects permissions: Users counted per role, Guest refused', async () => {
    const editor = await loggedIn(ctx.server.baseUrl, USERS.editor);
    expect((await editor.get('/api/method/frappe.client.get_count', { doctype: 'User' })).body).toEqual({ message: 1 });
    const admin = await loggedIn(ctx.server.baseUrl, USERS.admin);
    // 4 demo users; Administrator is hidden from everyone but Administrator.
    expect((await admin.get('/api/method/frappe.client.get_count', { doctype: 'User' })).body).toEqual({ message: 4 });
    const anon = await new Client(ctx.server.baseUrl).get('/api/method/frappe.client.get_count', { doctype: 'Task' });
    expect(anon.status).toBe(403);
  });

  it('needs a doctype; unknown doctype → 404', async () => {
    const none = await ctx.client.get('/api/method/frappe.client.get_count');
    expect(none.status).toBe(417);
    expect(errorMessage(none, 'ValidationError')).toBe('Missing argument: doctype');
    const unknown = await ctx.client.get('/api/method/frappe.client.get_count', { doctype: 'Nope' });
    expect(unknown.status).toBe(404);
  });
});

describe('reading without a session', () => {
  it('list → 403 PermissionError naming the user, also as _error_message', async () => {
    const res = await new Client(ctx.server.baseUrl).get('/api/resource/Task');
    expect(res.status).toBe(403);
    const message = 'User Guest does not have doctype access via role permission for document Task';
    expect(errorMessage(res, 'PermissionError')).toBe(message);
    expect(res.body._error_message).toBe(message);
    expect(serverMessages(res.body)[0]?.title).toBe('Message');
  });
});
