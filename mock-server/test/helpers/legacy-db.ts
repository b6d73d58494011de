// A database as servers before the demo engine left it: the frappe migrations 1 (and 2) applied, the
// version in PRAGMA user_version, todos and tags in the todo, todo_tag and todo_tag_link tables.

import Database from 'better-sqlite3';
import { FRAPPE_MIGRATIONS } from '../../src/frappe/migrations';

export interface LegacyTodo {
  id: number;
  position: number;
  title: string;
  note?: string;
  important?: boolean;
  done?: boolean;
  startDate?: string;
  dueDate?: string;
  tags?: number[];
  /** Version 2 databases only. */
  modified?: string;
}

export interface LegacyData {
  /** 1: before todo.modified; 2: with it. */
  version: 1 | 2;
  tags?: { id: number; name: string }[];
  todos?: LegacyTodo[];
  /** The highest ids ever given out (as after deletions), when above the highest left. */
  lastIds?: { todo?: number; todo_tag?: number };
}

export function writeLegacyDatabase(dbPath: string, data: LegacyData): void {
  const db = new Database(dbPath);
  try {
    for (const sql of FRAPPE_MIGRATIONS.migrations.slice(0, data.version)) {
      if (typeof sql !== 'string') throw new Error('the shipped migrations 1 and 2 are SQL');
      db.exec(sql);
    }
    db.pragma(`user_version = ${data.version}`);
    const tag = db.prepare('INSERT INTO todo_tag(id, name) VALUES (?, ?)');
    for (const t of data.tags ?? []) tag.run(t.id, t.name);
    const columns = ['id', 'position', 'title', 'note', 'important', 'done', 'start_date', 'due_date'];
    if (data.version === 2) columns.push('modified');
    const todo = db.prepare(`INSERT INTO todo(${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
    const link = db.prepare('INSERT INTO todo_tag_link(todo_id, tag_id) VALUES (?, ?)');
    for (const t of data.todos ?? []) {
      const values = [t.id, t.position, t.title, t.note ?? '', Number(t.important ?? false), Number(t.done ?? false)];
      values.push(t.startDate ?? '2026-01-01T00:00:00.000Z', t.dueDate ?? '2026-01-08T00:00:00.000Z');
      if (data.version === 2) values.push(t.modified ?? '2026-01-01 09:00:00.000000');
      todo.run(...values);
      for (const tagId of t.tags ?? []) link.run(t.id, tagId);
    }
    // sqlite_sequence has no key on name: update the row AUTOINCREMENT made, or add one.
    for (const [table, last] of Object.entries(data.lastIds ?? {})) {
      const raised = db.prepare('UPDATE sqlite_sequence SET seq = ? WHERE name = ?').run(last, table);
      if (raised.changes === 0) db.prepare('INSERT INTO sqlite_sequence(name, seq) VALUES (?, ?)').run(table, last);
    }
  } finally {
    db.close();
  }
}
