// Task.kanban_rank: a rank key per card, which a move writes alone. Lists order by it as a real Frappe site
// does (keys of digits and lower-case letters sort the same case-insensitively), the sample data has one per
// task in its columns' order, and a database from before ranks gets them once, from the old kanban_position
// order, on its next start.

import Database from 'better-sqlite3';
import { compareRanks, isRank, rankBetween } from 'tessera-contracts';
import { loggedIn, startServer, tempDbPath, USERS, type Client, type TestServer } from './helpers/server';

interface RankedTask {
  name: string;
  kanban_rank: string | null;
  kanban_position: number;
  modified: string;
}

async function tasksByRank(client: Client): Promise<RankedTask[]> {
  const listed = await client.get('/api/resource/Task', {
    fields: '["name","kanban_rank","kanban_position","modified"]',
    order_by: 'kanban_rank asc, name asc',
    limit_page_length: 0,
  });
  expect(listed.status).toBe(200);
  return listed.body.data as RankedTask[];
}

describe('on a new database', () => {
  let server: TestServer;
  let editor: Client;

  beforeAll(async () => {
    server = await startServer();
    editor = await loggedIn(server.baseUrl, USERS.editor);
  });

  afterAll(() => server.close());

  it('every sample task has its own rank key, and the list sorts by it as keys compare', async () => {
    const tasks = await tasksByRank(editor);
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => isRank(task.kanban_rank))).toBe(true);
    expect(new Set(tasks.map((task) => task.kanban_rank)).size).toBe(tasks.length);
    const ranks = tasks.map((task) => task.kanban_rank);
    expect([...ranks].sort(compareRanks)).toEqual(ranks);
  });

  it('a move writes the rank (and column) of one task; equal or missing ranks sort by name', async () => {
    const [first, second] = await tasksByRank(editor);
    const rank = rankBetween(null, first?.kanban_rank ?? null);
    const moved = await editor.put(`/api/resource/Task/${second?.name}`, {
      kanban_rank: rank,
      modified: second?.modified,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.kanban_rank).toBe(rank);
    expect((await tasksByRank(editor))[0]?.name).toBe(second?.name);

    const names: string[] = [];
    for (const subject of ['Tied, made first', 'Tied, made second', 'Unranked']) {
      const made = await editor.post('/api/resource/Task', {
        subject,
        ...(subject === 'Unranked' ? {} : { kanban_rank: 'a' }),
      });
      names.push(made.body.data.name as string);
    }
    const order = (await tasksByRank(editor)).map((task) => task.name);
    expect(order[0]).toBe(names[2]);
    expect(order.indexOf(names[1] ?? '')).toBe(order.indexOf(names[0] ?? '') + 1);
  });
});

it('a database from before ranks gets them on its next start, in the old kanban_position order', async () => {
  const dbPath = tempDbPath();
  await (await startServer({ dbPath })).close();

  // Back to before: no kanban_rank column, no record of the data migration, positions with ties.
  const old = new Database(dbPath);
  old.exec(`DELETE FROM schema_versions WHERE module = 'frappe-data'`);
  old.exec('ALTER TABLE "tabTask" DROP COLUMN kanban_rank');
  const names = old.prepare('SELECT name FROM "tabTask" ORDER BY name').pluck().all() as string[];
  const setPosition = old.prepare('UPDATE "tabTask" SET kanban_position = ? WHERE name = ?');
  names.forEach((name, index) => setPosition.run((names.length - index) % 7 === 0 ? 0 : (index % 5) * 1024.5, name));
  const before = old
    .prepare('SELECT name, modified FROM "tabTask" ORDER BY kanban_position, name COLLATE BINARY')
    .all() as { name: string; modified: string }[];
  old.close();

  const server = await startServer({ dbPath });
  try {
    const editor = await loggedIn(server.baseUrl, USERS.editor);
    const after = await tasksByRank(editor);
    expect(after.map(({ name, modified }) => ({ name, modified }))).toEqual(before);
    expect(after.every((task) => isRank(task.kanban_rank))).toBe(true);
    expect(new Set(after.map((task) => task.kanban_rank)).size).toBe(after.length);
  } finally {
    await server.close();
  }

  // Once: a rank cleared afterwards stays cleared on the next start.
  const again = new Database(dbPath);
  again.prepare(`UPDATE "tabTask" SET kanban_rank = NULL WHERE name = ?`).run(names[0]);
  again.close();
  await (await startServer({ dbPath })).close();
  const reopened = new Database(dbPath, { readonly: true });
  expect(reopened.prepare('SELECT kanban_rank FROM "tabTask" WHERE name = ?').pluck().get(names[0])).toBeNull();
  reopened.close();
});
