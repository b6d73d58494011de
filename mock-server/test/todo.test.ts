// The todo demo API (docs/demo-api.md), persisted in SQLite, signed-in users only.

import { writeLegacyDatabase } from './helpers/legacy-db';
import { itemAt } from './helpers/lists';
import { Client, errorMessage, loggedIn, startServer, tempDbPath, USERS, type TestServer } from './helpers/server';

interface Todo {
  id: number;
  title: string;
  note: string;
  important: boolean;
  starred: boolean;
  done: boolean;
  read: boolean;
  selected: boolean;
  startDate: string;
  dueDate: string;
  tag: number[];
  modified: string;
}

let server: TestServer;
let client: Client;

beforeEach(async () => {
  server = await startServer();
  client = await loggedIn(server.baseUrl, USERS.editor);
});
afterEach(async () => {
  await server.close();
});

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{6}$/;
const titles = (todos: Todo[]) => todos.map((t) => t.title);

describe('reading', () => {
  it("GET /api/todo/all returns the 8 seeded todos in display order, in the spec's shape", async () => {
    const res = await client.get<Todo[]>('/api/todo/all');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(8);
    expect(res.body[0]).toEqual({
      id: 1,
      title: 'Review pull request for the kanban board',
      note: 'Check drag and drop on touch devices too.',
      important: true,
      starred: true,
      done: false,
      read: false,
      selected: false,
      startDate: expect.stringMatching(ISO),
      dueDate: expect.stringMatching(ISO),
      tag: [1],
      modified: expect.stringMatching(DATETIME),
    });
    expect(itemAt(res.body, 1).tag).toEqual([2, 4]);
  });

  it('GET /api/todo?id=N returns one; unknown → 404; bad id → 417', async () => {
    expect((await client.get<Todo>('/api/todo', { id: 3 })).body.title).toBe('Document the todo API');
    const missing = await client.get('/api/todo', { id: 999 });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing, 'DoesNotExistError')).toBe('Todo 999 not found');
    const bad = await client.get('/api/todo', { id: 'abc' });
    expect(bad.status).toBe(417);
    expect(errorMessage(bad, 'ValidationError')).toBe('id must be a whole number, got "abc"');
    expect((await client.get('/api/todo')).status).toBe(417);
  });

  it('GET /api/todo/tag lists the 5 tags', async () => {
    const res = await client.get('/api/todo/tag');
    expect(res.body).toEqual([
      { id: 1, name: 'frontend' },
      { id: 2, name: 'backend' },
      { id: 3, name: 'api' },
      { id: 4, name: 'issue' },
      { id: 5, name: 'mobile' },
    ]);
  });
});

describe('adding', () => {
  it('adds at the top with defaults, trimming the title', async () => {
    const res = await client.post<Todo>('/api/todo/add', { title: '  Ship it  ', tag: [3, 1, 3], important: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 9,
      title: 'Ship it',
      note: '',
      important: true,
      starred: false,
      done: false,
      read: false,
      selected: false,
      tag: [1, 3],
    });
    expect(res.body.startDate).toMatch(ISO);
    expect(new Date(res.body.dueDate).getTime()).toBeGreaterThan(new Date(res.body.startDate).getTime());
    const all = (await client.get<Todo[]>('/api/todo/all')).body;
    expect(itemAt(all, 0).id).toBe(9);
    expect(all).toHaveLength(9);
  });

  it('keeps given dates (normalised to ISO)', async () => {
    const res = await client.post<Todo>('/api/todo/add', {
      title: 'Dated',
      startDate: '2026-01-02',
      dueDate: '2026-01-05T10:00:00+02:00',
    });
    expect(res.body.startDate).toBe('2026-01-02T00:00:00.000Z');
    expect(res.body.dueDate).toBe('2026-01-05T08:00:00.000Z');
  });

  it.each<[Record<string, unknown>, string]>([
    [{}, 'title is required'],
    [{ title: '   ' }, 'title must be 1 to 200 characters long'],
    [{ title: 'x'.repeat(201) }, 'title must be 1 to 200 characters long'],
    [{ title: 42 }, 'title must be text, got 42'],
    [{ title: 'ok', important: 'yes' }, 'important must be true or false, got "yes"'],
    [{ title: 'ok', tag: 'frontend' }, 'tag must be a list of tag ids, got "frontend"'],
    [{ title: 'ok', tag: [1, 77] }, 'Unknown tag id(s): 77'],
    [{ title: 'ok', dueDate: 'someday' }, 'dueDate must be an ISO date, got "someday"'],
    [{ title: 'ok', note: { a: 1 } }, 'note must be text, got {"a":1}'],
  ])('rejects %j with 417', async (body, message) => {
    const res = await client.post('/api/todo/add', body);
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
    expect((await client.get<Todo[]>('/api/todo/all')).body).toHaveLength(8);
  });
});

describe('updating, deleting, reordering', () => {
  it('updates given fields only', async () => {
    const res = await client.post<Todo>('/api/todo/update', {
      id: 2,
      done: true,
      tag: [5],
      title: 'Fixed',
      unknown: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: 2,
      title: 'Fixed',
      done: true,
      tag: [5],
      note: 'Happens when the currency is missing.',
    });
    expect((await client.get<Todo>('/api/todo', { id: 2 })).body.done).toBe(true);
  });

  it('update errors: unknown id → 404, unknown tag → 417, wrong types → 417', async () => {
    const missing = await client.post('/api/todo/update', { id: 500, done: true });
    expect(missing.status).toBe(404);
    expect(errorMessage(missing, 'DoesNotExistError')).toBe('Todo 500 not found');
    const tag = await client.post('/api/todo/update', { id: 1, tag: [9] });
    expect(tag.status).toBe(417);
    expect(errorMessage(tag, 'ValidationError')).toBe('Unknown tag id(s): 9');
    expect((await client.post('/api/todo/update', { id: 'one' })).status).toBe(417);
    expect((await client.post('/api/todo/update', { id: 1, starred: 1 })).status).toBe(417);
    expect((await client.get<Todo>('/api/todo', { id: 1 })).body.tag).toEqual([1]);
  });

  it('deletes and returns the rest; unknown id → 404', async () => {
    const res = await client.post<Todo[]>('/api/todo/delete', { id: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    expect(res.body.map((t) => t.id)).not.toContain(1);
    expect((await client.post('/api/todo/delete', { id: 1 })).status).toBe(404);
  });

  it('moves one todo just before or after another', async () => {
    const before = (await client.get<Todo[]>('/api/todo/all')).body;
    const [first, , , fourth] = [itemAt(before, 0), itemAt(before, 1), itemAt(before, 2), itemAt(before, 3)];
    const res = await client.post<Todo[]>('/api/todo/reorder', { id: first.id, afterId: fourth.id });
    expect(res.status).toBe(200);
    const expected = titles(before).slice(1);
    expected.splice(3, 0, first.title);
    expect(titles(res.body)).toEqual(expected);
    expect(titles((await client.get<Todo[]>('/api/todo/all')).body)).toEqual(expected);

    const back = await client.post<Todo[]>('/api/todo/reorder', { id: first.id, beforeId: itemAt(before, 1).id });
    expect(titles(back.body)).toEqual(titles(before));
  });

  it.each([
    [{ id: 1 }, 417, 'ValidationError', 'beforeId or afterId is required: the id of the item to place it next to'],
    [{ startIndex: 0, endIndex: 3 }, 417, 'ValidationError', 'id is required'],
    [{ id: 'a', beforeId: 2 }, 417, 'ValidationError', 'id must be a whole number, got "a"'],
    [{ id: 500, beforeId: 2 }, 404, 'DoesNotExistError', 'Todo 500 not found'],
    [
      { id: 1, beforeId: 500 },
      417,
      'TimestampMismatchError',
      'Todo 500 is no longer in the list, so todo 1 cannot be placed next to it. Reload and try again.',
    ],
  ])('reorder refuses %j', async (body, status, excType, message) => {
    const before = titles((await client.get<Todo[]>('/api/todo/all')).body);
    const res = await client.post('/api/todo/reorder', body);
    expect(res.status).toBe(status);
    expect(errorMessage(res, excType)).toBe(message);
    expect(titles((await client.get<Todo[]>('/api/todo/all')).body)).toEqual(before);
  });
});

describe('tags', () => {
  it('adds a tag and returns all tags; duplicates (any case) → 409', async () => {
    const res = await client.post('/api/todo/tag/add', { name: ' urgent ' });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(6);
    expect(res.body[5]).toEqual({ id: 6, name: 'urgent' });
    const dup = await client.post('/api/todo/tag/add', { name: 'FrontEnd' });
    expect(dup.status).toBe(409);
    expect(errorMessage(dup, 'DuplicateEntryError')).toBe('Tag FrontEnd already exists');
  });

  it.each([
    [{}, 'name is required'],
    [{ name: '' }, 'Tag name must be 1 to 40 characters long'],
    [{ name: 'x'.repeat(41) }, 'Tag name must be 1 to 40 characters long'],
    [{ name: 7 }, 'name must be text'],
  ])('tag/add rejects %j with 417', async (body, message) => {
    const res = await client.post('/api/todo/tag/add', body);
    expect(res.status).toBe(417);
    expect(errorMessage(res, 'ValidationError')).toBe(message);
  });

  it('deleting a tag removes it from every todo; unknown → 404', async () => {
    const res = await client.post('/api/todo/tag/delete', { id: 1 });
    expect(res.status).toBe(200);
    expect(res.body.map((t: { id: number }) => t.id)).toEqual([2, 3, 4, 5]);
    const todos = (await client.get<Todo[]>('/api/todo/all')).body;
    expect(todos.some((t) => t.tag.includes(1))).toBe(false);
    expect(todos.find((t) => t.id === 4)!.tag).toEqual([5]);
    expect((await client.post('/api/todo/tag/delete', { id: 1 })).status).toBe(404);
  });
});

describe("modified (optimistic concurrency, like a document's check_if_latest)", () => {
  it('every answer carries `modified`; add sets it and each update moves it forward', async () => {
    const added = (await client.post<Todo>('/api/todo/add', { title: 'Versioned' })).body;
    expect(added.modified).toMatch(DATETIME);
    expect((await client.get<Todo>('/api/todo', { id: added.id })).body.modified).toBe(added.modified);
    expect((await client.get<Todo[]>('/api/todo/all')).body.find((t) => t.id === added.id)!.modified).toBe(
      added.modified,
    );
    const updated = (
      await client.post<Todo>('/api/todo/update', { id: added.id, done: true, modified: added.modified })
    ).body;
    expect(updated.done).toBe(true);
    expect(updated.modified > added.modified).toBe(true);
  });

  it("a stale `modified` → 417 TimestampMismatchError with Frappe's message, and nothing is written", async () => {
    const before = (await client.get<Todo>('/api/todo', { id: 2 })).body;
    expect((await client.post('/api/todo/update', { id: 2, starred: true })).status).toBe(200);
    const stale = await client.post('/api/todo/update', { id: 2, note: 'overwrites', modified: before.modified });
    expect(stale.status).toBe(417);
    const now = (await client.get<Todo>('/api/todo', { id: 2 })).body;
    expect(errorMessage(stale, 'TimestampMismatchError')).toBe(
      `Error: Document has been modified after you have opened it (${now.modified}, ${before.modified}). Please refresh to get the latest document.`,
    );
    expect(now.note).toBe(before.note);
  });

  it('without `modified` (an older client) the update is accepted; a `modified` that is not text → 417', async () => {
    expect((await client.post('/api/todo/update', { id: 3, done: true })).status).toBe(200);
    expect((await client.post('/api/todo/update', { id: 3, done: false, modified: null })).status).toBe(200);
    const wrong = await client.post('/api/todo/update', { id: 3, done: true, modified: 20260101 });
    expect(wrong.status).toBe(417);
    expect(errorMessage(wrong, 'ValidationError')).toBe('modified must be text, got 20260101');
  });

  it('deleting a tag changes the `modified` of the todos that had it, and only theirs', async () => {
    const before = new Map((await client.get<Todo[]>('/api/todo/all')).body.map((t) => [t.id, t]));
    await client.post('/api/todo/tag/delete', { id: 4 });
    for (const todo of (await client.get<Todo[]>('/api/todo/all')).body) {
      const old = before.get(todo.id)!;
      if (old.tag.includes(4)) expect(todo.modified > old.modified).toBe(true);
      else expect(todo.modified).toBe(old.modified);
    }
  });

  it('an existing database gets the column, with a value for every todo (migration 2)', async () => {
    await server.close();
    // A database from before `modified` (and before the demo engine moved todos out of their own tables).
    const dbPath = tempDbPath();
    const legacy = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, position: i, title: `Old ${i + 1}` }));
    writeLegacyDatabase(dbPath, { version: 1, todos: legacy });
    server = await startServer({ dbPath });
    client = await loggedIn(server.baseUrl, USERS.editor);
    const todos = (await client.get<Todo[]>('/api/todo/all')).body;
    expect(todos).toHaveLength(8);
    for (const todo of todos) expect(todo.modified).toMatch(DATETIME);
    const res = await client.post<Todo>('/api/todo/update', { id: 1, done: true, modified: itemAt(todos, 0).modified });
    expect(res.status).toBe(200);
  });
});

describe('access', () => {
  it('every endpoint needs a session: Guest → 403 PermissionError', async () => {
    const anon = new Client(server.baseUrl);
    const calls = [
      anon.get('/api/todo/all'),
      anon.get('/api/todo', { id: 1 }),
      anon.get('/api/todo/tag'),
      anon.post('/api/todo/add', { title: 'x' }),
      anon.post('/api/todo/update', { id: 1, done: true }),
      anon.post('/api/todo/delete', { id: 1 }),
      anon.post('/api/todo/reorder', { id: 1, beforeId: 2 }),
      anon.post('/api/todo/tag/add', { name: 'x' }),
      anon.post('/api/todo/tag/delete', { id: 1 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(errorMessage(res, 'PermissionError')).toBe('Please sign in to use the todo app');
    }
    expect((await client.get<Todo[]>('/api/todo/all')).body).toHaveLength(8);
  });

  it('malformed JSON → 417', async () => {
    const res = await client.request('/api/todo/add', { method: 'POST', raw: '{title:' });
    expect(res.status).toBe(417);
  });
});
