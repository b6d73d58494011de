// ERPNext's overdue rule, and that everything survives closing and re-opening the server on the same file.

import Database from 'better-sqlite3';
import { dateFromToday } from '../src/frappe/datetime';
import { Client, loggedIn, startServer, tempDbPath, USERS } from './helpers/server';

describe('overdue rule', () => {
  it('the hourly job makes a task past its expected end date Overdue, unless Completed or Cancelled', async () => {
    const server = await startServer();
    try {
      const editor = await loggedIn(server.baseUrl, USERS.editor);
      const past = dateFromToday(-3);
      const make = async (status: string) =>
        (await editor.post('/api/resource/Task', { subject: `late ${status}`, status, exp_end_date: past })).body.data
          .name;
      const open = await make('Open');
      const working = await make('Working');
      const completed = await make('Completed');
      const cancelled = await make('Cancelled');
      const future = (await editor.post('/api/resource/Task', { subject: 'on time', exp_end_date: dateFromToday(3) }))
        .body.data.name;

      // As in ERPNext, a save does not apply the rule: the scheduled job does.
      expect((await editor.get(`/api/resource/Task/${open}`)).body.data.status).toBe('Open');
      const before = (await editor.get(`/api/resource/Task/${open}`)).body.data.modified;
      server.app.runScheduledJobs();

      const after = (await editor.get(`/api/resource/Task/${open}`)).body.data;
      expect(after.status).toBe('Overdue');
      expect(after.modified).toBe(before);
      const rows = await editor.get('/api/resource/Task', {
        fields: JSON.stringify(['name', 'status']),
        filters: JSON.stringify([['name', 'in', [working, completed, cancelled, future]]]),
      });
      const status = Object.fromEntries(
        rows.body.data.map((r: { name: string; status: string }) => [r.name, r.status]),
      );
      expect(status).toEqual({
        [working]: 'Overdue',
        [completed]: 'Completed',
        [cancelled]: 'Cancelled',
        [future]: 'Open',
      });
      const count = await editor.get('/api/method/frappe.client.get_count', {
        doctype: 'Task',
        filters: JSON.stringify({ status: 'Overdue' }),
      });
      expect(count.body.message).toBeGreaterThanOrEqual(2);
    } finally {
      await server.close();
    }
  });

  it('runs on start (the seeded tasks that ended in the past are Overdue)', async () => {
    const dbPath = tempDbPath();
    const server = await startServer({ dbPath });
    await server.close();
    const db = new Database(dbPath, { readonly: true });
    const stale = db
      .prepare(
        `SELECT COUNT(*) AS n FROM "tabTask" WHERE exp_end_date < date('now', 'localtime')
         AND status NOT IN ('Completed', 'Cancelled', 'Overdue')`,
      )
      .get() as { n: number };
    const overdue = db.prepare(`SELECT COUNT(*) AS n FROM "tabTask" WHERE status = 'Overdue'`).get() as { n: number };
    db.close();
    expect(stale.n).toBe(0);
    // Two hand-written tasks are seeded as Overdue; the rule turns the late Open/Working ones Overdue on start.
    expect(overdue.n).toBeGreaterThan(2);
  });
});

describe('persistence', () => {
  it('keeps documents, todos, sessions and the naming series across a restart, and does not re-seed', async () => {
    const dbPath = tempDbPath();
    const first = await startServer({ dbPath });
    const editor = await loggedIn(first.baseUrl, USERS.editor);
    const sid = editor.jar.get('sid')!;
    const seededTaskCount = (await editor.get('/api/method/frappe.client.get_count', { doctype: 'Task' })).body
      .message as number;
    const task = (await editor.post('/api/resource/Task', { subject: 'Survives restarts' })).body.data;
    const todo = (await editor.post('/api/todo/add', { title: 'Persist me' })).body;
    await editor.post('/api/todo/tag/add', { name: 'persisted' });
    await first.close();

    const second = await startServer({ dbPath });
    try {
      const again = new Client(second.baseUrl);
      again.jar.set('sid', sid);
      expect((await again.get('/api/method/frappe.auth.get_logged_user')).body).toEqual({ message: USERS.editor });
      expect((await again.get(`/api/resource/Task/${task.name}`)).body.data.subject).toBe('Survives restarts');
      expect((await again.get('/api/method/frappe.client.get_count', { doctype: 'Task' })).body.message).toBe(
        seededTaskCount + 1,
      );
      expect((await again.get('/api/todo', { id: todo.id })).body.title).toBe('Persist me');
      expect((await again.get('/api/todo/all')).body).toHaveLength(9);
      expect((await again.get('/api/todo/tag')).body.map((t: { name: string }) => t.name)).toContain('persisted');
      const next = await again.post('/api/resource/Task', { subject: 'After restart' });
      expect(next.body.data.name).toBe(
        task.name.replace(/\d{5}$/, (n: string) => String(Number(n) + 1).padStart(5, '0')),
      );
    } finally {
      await second.close();
    }
  });
});
