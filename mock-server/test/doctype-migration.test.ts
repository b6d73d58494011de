// A database from before Task and Project had ERPNext's whole field set: on the next start their tables get
// the new columns, every row is kept as it was, and the rows already there take the new fields' defaults, so
// an old document reads like a new one and saves (Project's mandatory naming_series included).

import Database from 'better-sqlite3';
import { ERPNEXT_PROJECT_FIELDS, keysOfNewDocument, TESSERA_PROJECT_FIELDS } from './helpers/erpnext-fields';
import { itemAt } from './helpers/lists';
import { loggedIn, startServer, tempDbPath, USERS } from './helpers/server';

const STANDARD_COLUMNS = ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx'];

/** The columns the mock-server's Task and Project tables had before. */
const OLD_COLUMNS: Record<string, readonly string[]> = {
  tabTask: [
    ...STANDARD_COLUMNS,
    'subject',
    'project',
    'type',
    'color',
    'is_group',
    'status',
    'priority',
    'parent_task',
    'exp_start_date',
    'exp_end_date',
    'expected_time',
    'department',
    'description',
    'puxeo_status',
    'kanban_position',
    'total_costing_amount',
    '_assign',
    'total_billing_amount',
  ],
  tabProject: [
    ...STANDARD_COLUMNS,
    'project_name',
    'subject',
    'status',
    'project_status',
    'color',
    'is_custom',
    'space',
    'archived',
  ],
};

const quote = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/** Takes the file back to the old layout: the new columns (and their indexes) and child tables dropped. */
function downgrade(db: Database.Database): void {
  for (const [table, keep] of Object.entries(OLD_COLUMNS)) {
    const indexes = db.prepare(`PRAGMA index_list(${quote(table)})`).all() as { name: string; origin: string }[];
    const columns = (db.prepare(`PRAGMA table_info(${quote(table)})`).all() as { name: string }[]).map((c) => c.name);
    for (const column of columns.filter((name) => !keep.includes(name))) {
      for (const index of indexes.filter((i) => i.origin === 'c')) {
        const indexed = db.prepare(`PRAGMA index_info(${quote(index.name)})`).all() as { name: string }[];
        if (indexed.some((c) => c.name === column)) db.exec(`DROP INDEX IF EXISTS ${quote(index.name)}`);
      }
      db.exec(`ALTER TABLE ${quote(table)} DROP COLUMN ${quote(column)}`);
    }
  }
  db.exec('DROP TABLE "tabTask Depends On"; DROP TABLE "tabProject User"');
}

function rows(db: Database.Database, table: string): unknown[] {
  const columns = (OLD_COLUMNS[table] ?? []).map(quote).join(', ');
  return db.prepare(`SELECT ${columns} FROM ${quote(table)} ORDER BY name`).all();
}

it('an existing database gets the new columns and keeps its rows', async () => {
  const dbPath = tempDbPath();
  await (await startServer({ dbPath })).close();

  const old = new Database(dbPath);
  downgrade(old);
  old.prepare('UPDATE "tabTask" SET expected_time = 2.5, description = ? WHERE idx = 0').run('kept as it was');
  expect((old.prepare('PRAGMA table_info("tabProject")').all() as unknown[]).length).toBe(
    OLD_COLUMNS.tabProject?.length,
  );
  const before = { tabTask: rows(old, 'tabTask'), tabProject: rows(old, 'tabProject') };
  old.close();
  expect(before.tabTask.length).toBeGreaterThan(0);
  expect(before.tabProject.length).toBeGreaterThan(0);

  const server = await startServer({ dbPath });
  try {
    const editor = await loggedIn(server.baseUrl, USERS.editor);
    const project = itemAt(before.tabProject as { name: string }[], 0).name;
    const read = await editor.get(`/api/resource/Project/${project}`);
    expect(read.status).toBe(200);
    expect(Object.keys(read.body.data)).toEqual(
      expect.arrayContaining(keysOfNewDocument([...ERPNEXT_PROJECT_FIELDS, ...TESSERA_PROJECT_FIELDS], [])),
    );
    expect(read.body.data).toMatchObject({
      naming_series: 'PROJ-.####',
      is_active: 'Yes',
      percent_complete_method: 'Task Completion',
      priority: 'Medium',
      frequency: 'Hourly',
      collect_progress: 0,
      users: [],
    });
    expect(read.text).toContain('"estimated_costing":0.0');
    // Saving an old project passes the mandatory check of its new naming_series.
    const saved = await editor.put(`/api/resource/Project/${project}`, { notes: 'After the upgrade' });
    expect(saved.status).toBe(200);

    const task = itemAt(before.tabTask as { name: string }[], 0).name;
    const readTask = await editor.get(`/api/resource/Task/${task}`);
    expect(readTask.body.data).toMatchObject({ description: 'kept as it was', expected_time: 2.5, depends_on: [] });
    expect(readTask.text).toContain('"progress":0.0');
    expect((await editor.put(`/api/resource/Task/${task}`, { review_date: '2026-05-01' })).status).toBe(200);
  } finally {
    await server.close();
  }

  const upgraded = new Database(dbPath, { readonly: true });
  try {
    const after = { tabTask: rows(upgraded, 'tabTask'), tabProject: rows(upgraded, 'tabProject') };
    // The two documents saved above changed (their `modified`, and the task's progress rule); the rest did not.
    const unchanged = (list: unknown[], saved: string) =>
      list.filter((row) => (row as { name: string }).name !== saved);
    const project = itemAt(before.tabProject as { name: string }[], 0).name;
    const task = itemAt(before.tabTask as { name: string }[], 0).name;
    expect(unchanged(after.tabProject, project)).toEqual(unchanged(before.tabProject, project));
    expect(unchanged(after.tabTask, task)).toEqual(unchanged(before.tabTask, task));
    expect(after.tabTask).toHaveLength(before.tabTask.length);
    expect(after.tabProject).toHaveLength(before.tabProject.length);
    const columns = (upgraded.prepare('PRAGMA table_info("tabProject")').all() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(columns).toEqual(
      expect.arrayContaining(ERPNEXT_PROJECT_FIELDS.filter((f) => f.fieldtype !== 'Table').map((f) => f.fieldname)),
    );
  } finally {
    upgraded.close();
  }
});
