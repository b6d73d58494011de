// A database from before the demo engine keeps its todo data: demo migration 1 moves todos and tags out of
// the old tables (ids, order, tag links, `modified` and the id counters kept) and the seed does not come back.

import Database from 'better-sqlite3';
import { isRank, rankAtEnd, type ScrumBoard, type ScrumColumn } from 'tessera-contracts';
import { writeLegacyDatabase } from './helpers/legacy-db';
import { itemAt } from './helpers/lists';
import { loggedIn, startServer, tempDbPath, USERS, type TestServer } from './helpers/server';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function startOn(dbPath: string) {
  server = await startServer({ dbPath });
  return loggedIn(server.baseUrl, USERS.editor);
}

function readOnly<T>(dbPath: string, read: (db: Database.Database) => T): T {
  const db = new Database(dbPath, { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

describe('a database whose todos lived in their own tables', () => {
  const dbPath = tempDbPath();

  beforeAll(() => {
    // Tags 3 and 5 and todos up to 9 existed once; the rest were deleted.
    writeLegacyDatabase(dbPath, {
      version: 2,
      tags: [
        { id: 1, name: 'frontend' },
        { id: 2, name: 'backend' },
        { id: 4, name: 'ops' },
      ],
      todos: [
        { id: 3, position: 2, title: 'Third', note: 'kept', tags: [4, 1], modified: '2026-01-03 10:00:00.000001' },
        { id: 7, position: -1, title: 'Top', important: true, done: true, modified: '2026-01-07 10:00:00.000007' },
        {
          id: 5,
          position: 0,
          title: 'Middle',
          tags: [2],
          startDate: '2026-02-01T08:00:00.000Z',
          modified: '2026-01-05 10:00:00.000005',
        },
      ],
      lastIds: { todo: 9, todo_tag: 5 },
    });
  });

  it('serves them unchanged, in their order, with their tags and versions', async () => {
    const client = await startOn(dbPath);
    const todos = (await client.get('/api/todo/all')).body;
    expect(todos).toEqual([
      {
        id: 7,
        title: 'Top',
        note: '',
        important: true,
        starred: false,
        done: true,
        read: false,
        selected: false,
        startDate: '2026-01-01T00:00:00.000Z',
        dueDate: '2026-01-08T00:00:00.000Z',
        tag: [],
        modified: '2026-01-07 10:00:00.000007',
      },
      expect.objectContaining({
        id: 5,
        title: 'Middle',
        tag: [2],
        startDate: '2026-02-01T08:00:00.000Z',
        modified: '2026-01-05 10:00:00.000005',
      }),
      expect.objectContaining({
        id: 3,
        title: 'Third',
        note: 'kept',
        tag: [1, 4],
        modified: '2026-01-03 10:00:00.000001',
      }),
    ]);
    expect((await client.get('/api/todo/tag')).body).toEqual([
      { id: 1, name: 'frontend' },
      { id: 2, name: 'backend' },
      { id: 4, name: 'ops' },
    ]);
    // The stored version is the one to send back.
    const saved = await client.post('/api/todo/update', { id: 3, done: true, modified: '2026-01-03 10:00:00.000001' });
    expect(saved.status).toBe(200);
  });

  it('keeps counting ids where the old tables stopped, and does not seed on top', async () => {
    const client = await startOn(dbPath);
    expect((await client.post('/api/todo/add', { title: 'New' })).body.id).toBe(10);
    const tags = (await client.post('/api/todo/tag/add', { name: 'new' })).body;
    expect(tags[tags.length - 1]).toEqual({ id: 6, name: 'new' });
    expect((await client.get('/api/todo/all')).body.map((t: { id: number }) => t.id)).toEqual([10, 7, 5, 3]);
  });

  it("drops the old tables and records each module's version; a server from before refuses the file", async () => {
    await startOn(dbPath);
    await server?.close();
    server = null;
    const state = readOnly(dbPath, (db) => ({
      oldTables: db.prepare("SELECT name FROM sqlite_master WHERE name IN ('todo', 'todo_tag', 'todo_tag_link')").all(),
      versions: db.prepare('SELECT module, version FROM schema_versions ORDER BY module').all(),
      userVersion: Number(db.pragma('user_version', { simple: true })),
    }));
    expect(state.oldTables).toEqual([]);
    expect(state.versions).toEqual([
      { module: 'demo', version: 4 },
      { module: 'demo-upload', version: 2 },
      { module: 'frappe', version: 4 },
      { module: 'frappe-data', version: 1 },
    ]);
    // Servers from before per-module versions know two migrations and refuse a user_version above that.
    expect(state.userVersion).toBeGreaterThan(2);
  });
});

it('a database whose todos and tags were all deleted is not seeded again', async () => {
  const dbPath = tempDbPath();
  writeLegacyDatabase(dbPath, { version: 2, lastIds: { todo: 8, todo_tag: 5 } });
  const client = await startOn(dbPath);
  expect((await client.get('/api/todo/all')).body).toEqual([]);
  expect((await client.get('/api/todo/tag')).body).toEqual([]);
  expect((await client.post('/api/todo/add', { title: 'After' })).body.id).toBe(9);
});

it('a new database is seeded once: emptied lists stay empty after a restart', async () => {
  const dbPath = tempDbPath();
  const client = await startOn(dbPath);
  expect((await client.get('/api/todo/all')).body).toHaveLength(8);
  for (let id = 1; id <= 8; id++) await client.post('/api/todo/delete', { id });
  await server?.close();
  const again = await startOn(dbPath);
  expect((await again.get('/api/todo/all')).body).toEqual([]);
  expect((await again.get('/api/todo/tag')).body).toHaveLength(5);
});

it("scrum boards stored before cards had ranks get them in their columns' order, modified untouched", async () => {
  const dbPath = tempDbPath();
  const client = await startOn(dbPath);
  const [first] = (await client.get<{ id: number }[]>('/api/scrum-board/all-board')).body;
  if (!first) throw new Error('expected a seeded board');
  // Cards moved around before ranks: the stored order is not the seed's, and no card has a rank.
  const board = (await client.get<ScrumBoard>('/api/scrum-board', { id: first.id })).body;
  const backlog = itemAt(board.list, 0).cardList;
  const reversed = backlog.map((card) => card.id).reverse();
  await server?.close();
  server = null;
  const db = new Database(dbPath);
  try {
    const row = db.prepare("SELECT data FROM demo_record WHERE collection = 'scrum-board' AND id = ?").get(first.id);
    const data = JSON.parse((row as { data: string }).data) as { list: ScrumColumn[] };
    const list = data.list.map((column, index) => ({
      ...column,
      cardList: (index === 0 ? [...column.cardList].reverse() : column.cardList).map(
        ({ rank: _rank, ...card }) => card,
      ),
    }));
    db.prepare("UPDATE demo_record SET data = ? WHERE collection = 'scrum-board' AND id = ?").run(
      JSON.stringify({ ...data, list }),
      first.id,
    );
    db.prepare("UPDATE schema_versions SET version = 1 WHERE module = 'demo'").run();
  } finally {
    db.close();
  }

  const again = await startOn(dbPath);
  const ranked = (await again.get<ScrumBoard>('/api/scrum-board', { id: first.id })).body;
  expect(ranked.modified).toBe(board.modified);
  expect(itemAt(ranked.list, 0).cardList.map((card) => card.id)).toEqual(reversed);
  for (const column of ranked.list) {
    const ranks = column.cardList.map((card) => card.rank);
    expect(ranks.every((rank) => isRank(rank))).toBe(true);
    expect(ranks).toEqual([...new Set(ranks)].sort());
  }
  // A move by rank lands among them: the first card to the bottom of its column.
  const [top] = reversed;
  const moved = await again.post<ScrumBoard>('/api/scrum-board/reorder-card', {
    boardId: first.id,
    listId: itemAt(ranked.list, 0).id,
    cardId: top,
    rank: rankAtEnd(itemAt(ranked.list, 0).cardList.map((card) => card.rank)),
  });
  expect(itemAt(moved.body.list, 0).cardList.map((card) => card.id)).toEqual([...reversed.slice(1), top]);
});
