// The todo app's data used to live in tables of the frappe module's migrations 1 and 2 (todo, todo_tag,
// todo_tag_link). This moves their rows into demo_record as the records of the `todo` and `todo-tag`
// collections, keeping ids, order, tag links and `modified`, carries the id counters over, and drops the
// old tables. It runs once, as demo migration 1; on a new database those tables are empty and just go.
// The collection names and field names are the ones of that time: a later rename is a new migration.

import type { Db } from '../db/open';
import { recordSeeded } from '../db/seed-log';
import { nowDatetime } from '../frappe/datetime';
import { seedKey } from './engine/engine';

const TODO = 'todo';
const TAG = 'todo-tag';

interface LegacyTodo {
  id: number;
  position: number;
  title: string;
  note: string;
  important: number;
  starred: number;
  done: number;
  read: number;
  selected: number;
  start_date: string;
  due_date: string;
  modified: string;
}

function tableExists(db: Db, table: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
}

/** The highest id the AUTOINCREMENT table ever gave out (0 if none). */
function lastId(db: Db, table: string): number {
  const counted = tableExists(db, 'sqlite_sequence')
    ? (db.prepare('SELECT MAX(seq) AS seq FROM sqlite_sequence WHERE name = ?').get(table) as { seq: number | null })
        .seq
    : null;
  const max = (db.prepare(`SELECT MAX(id) AS id FROM "${table}"`).get() as { id: number | null }).id;
  return Math.max(counted ?? 0, max ?? 0);
}

function tagsByTodo(db: Db): Map<number, number[]> {
  const links = db.prepare('SELECT todo_id, tag_id FROM todo_tag_link ORDER BY tag_id').all() as {
    todo_id: number;
    tag_id: number;
  }[];
  const map = new Map<number, number[]>();
  for (const link of links) map.set(link.todo_id, [...(map.get(link.todo_id) ?? []), link.tag_id]);
  return map;
}

export function moveLegacyTodoTables(db: Db): void {
  if (!tableExists(db, 'todo')) return;
  const now = nowDatetime();
  const insert = db.prepare(
    "INSERT INTO demo_record(collection, id, owner, position, data, modified) VALUES (?, ?, '', ?, ?, ?)",
  );
  const tags = db.prepare('SELECT id, name FROM todo_tag ORDER BY id').all() as { id: number; name: string }[];
  for (const tag of tags) insert.run(TAG, tag.id, 0, JSON.stringify({ name: tag.name }), now);

  const links = tagsByTodo(db);
  for (const todo of db.prepare('SELECT * FROM todo ORDER BY position, id').all() as LegacyTodo[]) {
    const data = {
      title: todo.title,
      note: todo.note,
      important: todo.important === 1,
      starred: todo.starred === 1,
      done: todo.done === 1,
      read: todo.read === 1,
      selected: todo.selected === 1,
      startDate: todo.start_date,
      dueDate: todo.due_date,
      tag: links.get(todo.id) ?? [],
    };
    insert.run(TODO, todo.id, todo.position, JSON.stringify(data), todo.modified || now);
  }

  const counters: [string, number][] = [
    [TODO, lastId(db, 'todo')],
    [TAG, lastId(db, 'todo_tag')],
  ];
  const setCounter = db.prepare('INSERT INTO demo_sequence(collection, last_id) VALUES (?, ?)');
  for (const [collection, last] of counters) if (last > 0) setCounter.run(collection, last);
  // The old server seeded todos and tags with the users, at its first start: tables that ever held a row
  // were seeded (or emptied by their users since), so the seed must not come back.
  if (counters.some(([, last]) => last > 0)) {
    recordSeeded(db, seedKey(TODO, ''));
    recordSeeded(db, seedKey(TAG, ''));
  }
  db.exec('DROP TABLE todo_tag_link; DROP TABLE todo; DROP TABLE todo_tag;');
}
