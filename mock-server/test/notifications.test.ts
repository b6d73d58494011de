// The notifications demo API (docs/demo-api.md) over HTTP: each signed-in user's own list, seeded on first use,
// newest first; every call answers the whole list; bad input → 417 in Frappe's shape, nothing stored.

import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, startServer, tempDbPath, USERS, type TestServer } from './helpers/server';

interface Notification {
  id: number;
  heading: string;
  icon: { name: string; color: string };
  timestamp: string;
  title: string;
  subtitle: string;
  path: string;
}

const APP_PATHS = ['/projects/all', '/todo/list', '/dashboard/v1', '/pages/user-profile'];
const DAY = 24 * 3600_000;

let server: TestServer;
let editor: Client;
let admin: Client;

async function start(dbPath = tempDbPath()): Promise<void> {
  server = await startServer({ dbPath });
  editor = await loggedIn(server.baseUrl, USERS.editor);
  admin = await loggedIn(server.baseUrl, USERS.admin);
}

async function restart(): Promise<void> {
  await server.close();
  await start(server.dbPath);
}

beforeEach(() => start());
afterEach(async () => {
  await server.close();
});

const list = async (client: Client) => (await client.get<Notification[]>('/api/notification')).body;
const ids = (notifications: Notification[]) => notifications.map((n) => n.id);
const valid = { heading: 'Tasks', title: 'Task TASK-2026-00001 is due', icon: { name: 'task', color: 'red' } };

describe('GET /api/notification', () => {
  it("answers the user's seeded notifications in the spec's shape, newest first", async () => {
    const before = Date.now();
    const notifications = await list(editor);
    expect(notifications.length).toBeGreaterThanOrEqual(6);
    expect(notifications.length).toBeLessThanOrEqual(8);
    for (const n of notifications) {
      expect(n).toEqual({
        id: expect.any(Number),
        heading: expect.any(String),
        icon: { name: expect.any(String), color: expect.any(String) },
        timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        title: expect.any(String),
        subtitle: expect.any(String),
        path: expect.any(String),
      });
      expect(APP_PATHS).toContain(n.path);
      const age = before - Date.parse(n.timestamp);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(120 * DAY);
    }
    const times = notifications.map((n) => Date.parse(n.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // From minutes to months ago.
    expect(before - itemAt(times, 0)).toBeLessThan(3600_000);
    expect(before - itemAt(times, -1)).toBeGreaterThan(60 * DAY);
    expect(itemAt(notifications, 0).title).toMatch(/^Task TASK-\d{4}-00012 is overdue$/);
  });

  it('needs a session, for every endpoint', async () => {
    const anon = new Client(server.baseUrl);
    const answers = await Promise.all([
      anon.get('/api/notification'),
      anon.post('/api/notification/add', valid),
      anon.post('/api/notification/delete', { id: 1 }),
      anon.post('/api/notification/delete-all'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the notifications app');
    }
  });

  it('has only the spec’s endpoints, and writes take POST only', async () => {
    expect((await editor.get('/api/notification/all')).status).toBe(404);
    expect((await editor.post('/api/notification/update', { id: 1 })).status).toBe(404);
    expect((await editor.get('/api/notification/delete-all')).status).toBe(404);
    expect(await list(editor)).toHaveLength(8);
  });
});

describe('POST /api/notification/add', () => {
  it('adds with a server id and the time of the request, and answers the list with it on top', async () => {
    const before = Date.now();
    const res = await editor.post<Notification[]>('/api/notification/add', {
      ...valid,
      id: 1,
      subtitle: 'Due today at 17:00.',
      path: '/projects/all',
      owner: USERS.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(9);
    const added = itemAt(res.body, 0);
    expect(added).toEqual({
      id: expect.any(Number),
      ...valid,
      subtitle: 'Due today at 17:00.',
      path: '/projects/all',
      timestamp: expect.any(String),
    });
    expect(Date.parse(added.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    expect(ids(res.body).filter((id) => id === added.id)).toHaveLength(1);
    expect(await list(editor)).toEqual(res.body);
    expect(await list(admin)).toHaveLength(8);
  });

  it('fills the optional fields, and places a notification by its own timestamp', async () => {
    const old = new Date(Date.now() - 400 * DAY).toISOString();
    const res = await editor.post<Notification[]>('/api/notification/add', {
      heading: 'Archive',
      title: 'Old news',
      timestamp: old,
    });
    expect(itemAt(res.body, -1)).toEqual({
      id: expect.any(Number),
      heading: 'Archive',
      title: 'Old news',
      timestamp: old,
      icon: { name: 'bell', color: 'blue' },
      subtitle: '',
      path: '',
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['missing title', { heading: 'Tasks' }, 'title is required'],
    ['missing heading', { title: 'x' }, 'heading is required'],
    ['blank title', { ...valid, title: '   ' }, 'title must be 1 to 140 characters long'],
    ['a long title', { ...valid, title: 'x'.repeat(141) }, 'title must be 1 to 140 characters long'],
    ['a long subtitle', { ...valid, subtitle: 's'.repeat(281) }, 'subtitle must be at most 280 characters'],
    ['a number title', { ...valid, title: 42 }, 'title must be text, got 42'],
    ['an object heading', { ...valid, heading: { a: 1 } }, 'heading must be text, got {"a":1}'],
    ['an icon that is text', { ...valid, icon: 'task' }, 'icon must be an object, got "task"'],
    ['an icon without name', { ...valid, icon: { color: 'red' } }, 'icon.name is required'],
    ['an icon name number', { ...valid, icon: { name: 5, color: 'red' } }, 'icon.name must be text, got 5'],
    [
      'a long icon colour',
      { ...valid, icon: { name: 'task', color: 'c'.repeat(21) } },
      'icon.color must be 1 to 20 characters long',
    ],
    ['a bad timestamp', { ...valid, timestamp: 'yesterday-ish' }, 'timestamp must be an ISO date, got "yesterday-ish"'],
    ...['javascript:alert(1)', '//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/x'].map(
      (path): [string, Record<string, unknown>, string] => [
        `path ${JSON.stringify(path)}`,
        { ...valid, path },
        `path must be a path in this app such as "/projects/all", got ${JSON.stringify(path)}`,
      ],
    ),
    ['a path that is not text', { ...valid, path: ['/projects/all'] }, 'path must be text, got ["/projects/all"]'],
  ])('refuses %s → 417, nothing stored', async (_what, body, message) => {
    const res = await editor.post('/api/notification/add', body);
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
    expect(await list(editor)).toHaveLength(8);
  });

  it('refuses JSON nested too deeply → 417', async () => {
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    const res = await editor.request('/api/notification/add', {
      method: 'POST',
      raw: `{"heading":"Tasks","title":"x","icon":${deep}}`,
    });
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe('Request body is nested too deeply (more than 32 levels)');
    expect(await list(editor)).toHaveLength(8);
  });
});

describe('POST /api/notification/delete and delete-all', () => {
  it('deletes one and answers the rest, newest first; the id may come in the query string', async () => {
    const before = await list(editor);
    const first = itemAt(before, 0);
    const res = await editor.post<Notification[]>('/api/notification/delete', { id: first.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(before.slice(1));
    const second = itemAt(before, 1);
    const byQuery = await editor.request<Notification[]>(`/api/notification/delete?id=${second.id}`, {
      method: 'POST',
    });
    expect(byQuery.body).toEqual(before.slice(2));
  });

  it('an unknown id → 404 DoesNotExistError; an id that is not a number → 417', async () => {
    const missing = await editor.post('/api/notification/delete', { id: 99999 });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing, 'DoesNotExistError')).toBe('Notification 99999 not found');
    const bad = await editor.post('/api/notification/delete', { id: 'first' });
    expect(bad.status).toBe(417);
    expect(errorMessage(bad, 'ValidationError')).toBe('id must be a whole number, got "first"');
    expect(errorMessage(await editor.post('/api/notification/delete', {}), 'ValidationError')).toBe('id is required');
    expect(await list(editor)).toHaveLength(8);
  });

  it('delete-all answers [] and leaves the list empty', async () => {
    const res = await editor.post('/api/notification/delete-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(await list(editor)).toEqual([]);
    // A new one still goes in.
    expect(ids((await editor.post<Notification[]>('/api/notification/add', valid)).body)).toHaveLength(1);
  });
});

describe('per user', () => {
  it("one user's add, delete and delete-all leave another's list alone", async () => {
    const theirs = await list(admin);
    const mine = await list(editor);
    expect(ids(mine).some((id) => ids(theirs).includes(id))).toBe(false);

    await editor.post('/api/notification/add', valid);
    await editor.post('/api/notification/delete', { id: itemAt(mine, 0).id });
    const cleared = await editor.post('/api/notification/delete-all');
    expect(cleared.body).toEqual([]);
    expect(await list(admin)).toEqual(theirs);
  });

  it("a user cannot delete another's notification: 404, and it stays", async () => {
    const theirs = await list(admin);
    const target = itemAt(theirs, 0);
    const res = await editor.post('/api/notification/delete', { id: target.id });
    expect(res.status).toBe(404);
    expect(errorMessage(res, 'DoesNotExistError')).toBe(`Notification ${target.id} not found`);
    expect(await list(admin)).toEqual(theirs);
  });
});

describe('persistence', () => {
  it('keeps adds and deletes across a restart', async () => {
    await editor.post('/api/notification/add', { ...valid, title: 'Kept' });
    await editor.post('/api/notification/delete', { id: itemAt(await list(editor), -1).id });
    const before = await list(editor);
    const adminBefore = await list(admin);
    await restart();
    expect(await list(editor)).toEqual(before);
    expect(await list(admin)).toEqual(adminBefore);
  });

  it('a list emptied with delete-all is not seeded again after a restart', async () => {
    await editor.post('/api/notification/delete-all');
    await restart();
    expect(await list(editor)).toEqual([]);
    expect(await list(admin)).toHaveLength(8);
  });
});
