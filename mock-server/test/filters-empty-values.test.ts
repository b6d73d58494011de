// Empty values under a filter, in a list and in frappe.client.get_count, as a Frappe 15 site answers: the list
// (db_query) compares ifnull(column, fallback), so an empty date counts as before every date, while get_count
// (frappe.qb) compares the column as stored. The figures are those a real Frappe 15.75 + ERPNext 15.71 site gave
// for the same nine tasks: three due in November, one in December, five without a due date; none with a
// project, a department or a description.

import { serveForTests, USERS } from './helpers/server';

const ctx = serveForTests({ user: USERS.editor });
const json = (value: unknown) => JSON.stringify(value);
const ONLY_THESE = ['subject', 'like', 'Empty check %'];
/** The day the tasks were created on (the server's calendar). */
let createdOn = '';

beforeAll(async () => {
  const due = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-12-20', null, null, null, null, null];
  for (const [i, exp_end_date] of due.entries()) {
    const res = await ctx.client.post('/api/resource/Task', { subject: `Empty check ${i}`, exp_end_date });
    expect(res.status).toBe(200);
    createdOn = String(res.body.data.creation).slice(0, 10);
  }
});

async function listAndCount(filter: unknown[]): Promise<[number, number]> {
  const filters = json([ONLY_THESE, filter]);
  const list = await ctx.client.get('/api/resource/Task', { filters, limit_page_length: 0 });
  const count = await ctx.client.get('/api/method/frappe.client.get_count', { doctype: 'Task', filters });
  expect([list.status, count.status]).toEqual([200, 200]);
  return [list.body.data.length, count.body.message];
}

it.each([
  // [filter, rows listed, get_count]
  [['exp_end_date', '<=', '2026-12-01'], 8, 3],
  [['exp_end_date', '<', '2026-12-01'], 8, 3],
  [['exp_end_date', '!=', '2026-11-21'], 8, 3],
  [['exp_end_date', 'not in', ['2026-11-21']], 8, 3],
  [['exp_end_date', '>=', '2026-11-01'], 4, 4],
  [['exp_end_date', 'between', ['2026-11-01', '2026-12-31']], 4, 4],
  [['exp_end_date', 'is', 'not set'], 5, 5],
  [['exp_end_date', 'is', 'set'], 4, 4],
  [['exp_end_date', '=', null], 0, 5],
  [['department', 'not in', ['X']], 9, 0],
  [['department', '!=', 'X'], 9, 0],
  [['department', '=', ''], 9, 0],
  [['department', 'in', ['', 'X']], 9, 0],
  [['department', '<', 'Z'], 9, 0],
  [['description', 'like', '%'], 0, 0],
  [['description', 'not like', '%x%'], 9, 0],
  [['project', 'in', []], 9, 0],
  [['project', 'not in', []], 0, 0],
])('%j: the list has %i rows, get_count says %i', async (filter, listed, counted) => {
  expect(await listAndCount(filter)).toEqual([listed, counted]);
});

it('a date bound with "is set" means the same in both', async () => {
  const filters = json([ONLY_THESE, ['exp_end_date', 'is', 'set'], ['exp_end_date', '<=', '2026-12-01']]);
  const list = await ctx.client.get('/api/resource/Task', { filters, limit_page_length: 0 });
  const count = await ctx.client.get('/api/method/frappe.client.get_count', { doctype: 'Task', filters });
  expect([list.body.data.length, count.body.message]).toEqual([3, 3]);
});

it('"between" two dates on creation covers the whole last day in a list, only its midnight in get_count', async () => {
  expect(await listAndCount(['creation', 'between', [createdOn, createdOn]])).toEqual([9, 0]);
  expect(await listAndCount(['creation', '>=', createdOn])).toEqual([9, 9]);
});
