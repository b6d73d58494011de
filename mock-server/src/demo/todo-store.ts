// The todo demo app's data (spec §3 "todos", "tags"): todos in display order (`position`), tags, and the
// todo↔tag links. One shared list for every signed-in user, like the original in-browser mock.
// Each todo carries `modified` (Frappe's datetime format, strictly increasing), set on add, on every update
// and when one of its tags is deleted; an update may require the stored value to still be the one the
// client read, checked in the same statement that writes.

import type { Db } from '../db/open';
import { nowDatetime } from '../frappe/datetime';

export interface Todo {
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
  /** When the todo last changed ("YYYY-MM-DD HH:MM:SS.ffffff"). */
  modified: string;
}

export interface Tag {
  id: number;
  name: string;
}

export type TodoFields = Omit<Todo, 'id' | 'modified'>;

/** What became of an update: saved, refused because the todo changed since `modified`, or no such todo. */
export type TodoUpdate = { kind: 'saved'; todo: Todo } | { kind: 'stale'; current: string } | { kind: 'missing' };

interface TodoRow {
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

/** The stored columns title … due_date of a todo, in that order (as the INSERT and UPDATE name them). */
function columnValues(fields: TodoFields): [string, string, number, number, number, number, number, string, string] {
  return [
    fields.title,
    fields.note,
    Number(fields.important),
    Number(fields.starred),
    Number(fields.done),
    Number(fields.read),
    Number(fields.selected),
    fields.startDate,
    fields.dueDate,
  ];
}

export class TodoStore {
  constructor(private readonly db: Db) {}

  private tagsByTodo(): Map<number, number[]> {
    const links = this.db.prepare('SELECT todo_id, tag_id FROM todo_tag_link ORDER BY tag_id').all() as {
      todo_id: number;
      tag_id: number;
    }[];
    const map = new Map<number, number[]>();
    for (const l of links) map.set(l.todo_id, [...(map.get(l.todo_id) ?? []), l.tag_id]);
    return map;
  }

  private toTodo(row: TodoRow, tags: Map<number, number[]>): Todo {
    return {
      id: row.id,
      title: row.title,
      note: row.note,
      important: row.important === 1,
      starred: row.starred === 1,
      done: row.done === 1,
      read: row.read === 1,
      selected: row.selected === 1,
      startDate: row.start_date,
      dueDate: row.due_date,
      tag: tags.get(row.id) ?? [],
      modified: row.modified,
    };
  }

  all(): Todo[] {
    const rows = this.db.prepare('SELECT * FROM todo ORDER BY position, id').all() as TodoRow[];
    const tags = this.tagsByTodo();
    return rows.map((r) => this.toTodo(r, tags));
  }

  get(id: number): Todo | null {
    const row = this.db.prepare('SELECT * FROM todo WHERE id = ?').get(id) as TodoRow | undefined;
    return row ? this.toTodo(row, this.tagsByTodo()) : null;
  }

  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM todo').get() as { n: number }).n;
  }

  private setTags(id: number, tags: number[]): void {
    this.db.prepare('DELETE FROM todo_tag_link WHERE todo_id = ?').run(id);
    const insert = this.db.prepare('INSERT OR IGNORE INTO todo_tag_link(todo_id, tag_id) VALUES (?, ?)');
    for (const tag of tags) insert.run(id, tag);
  }

  /** Adds a todo at the top of the list. */
  add(fields: TodoFields): Todo {
    return this.db.transaction(() => {
      const top = (this.db.prepare('SELECT MIN(position) AS p FROM todo').get() as { p: number | null }).p;
      const result = this.db
        .prepare(
          `INSERT INTO todo(position, title, note, important, starred, done, read, selected, start_date, due_date, modified)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(top === null ? 0 : top - 1, ...columnValues(fields), nowDatetime());
      const id = Number(result.lastInsertRowid);
      this.setTags(id, fields.tag);
      return this.get(id) as Todo;
    })();
  }

  /**
   * Writes `fields` over todo `id`. With `expectedModified`, only when the stored `modified` is still that
   * value (compare and write in one statement, inside one transaction with the tag links).
   */
  update(id: number, fields: TodoFields, expectedModified: string | null): TodoUpdate {
    return this.db.transaction((): TodoUpdate => {
      const result = this.db
        .prepare(
          `UPDATE todo SET title = ?, note = ?, important = ?, starred = ?, done = ?, read = ?, selected = ?,
             start_date = ?, due_date = ?, modified = ? WHERE id = ? AND (? IS NULL OR modified = ?)`,
        )
        .run(...columnValues(fields), nowDatetime(), id, expectedModified, expectedModified);
      if (result.changes === 0) {
        const current = this.get(id);
        return current ? { kind: 'stale', current: current.modified } : { kind: 'missing' };
      }
      this.setTags(id, fields.tag);
      return { kind: 'saved', todo: this.get(id) as Todo };
    })();
  }

  delete(id: number): void {
    this.db.prepare('DELETE FROM todo WHERE id = ?').run(id);
  }

  /** Moves the todo at startIndex to endIndex (display order) and renumbers positions. */
  move(startIndex: number, endIndex: number): void {
    this.db.transaction(() => {
      const ids = (this.db.prepare('SELECT id FROM todo ORDER BY position, id').all() as { id: number }[]).map((r) => r.id);
      const [moved] = ids.splice(startIndex, 1);
      ids.splice(endIndex, 0, moved);
      const set = this.db.prepare('UPDATE todo SET position = ? WHERE id = ?');
      ids.forEach((id, position) => set.run(position, id));
    })();
  }

  tags(): Tag[] {
    return this.db.prepare('SELECT id, name FROM todo_tag ORDER BY id').all() as Tag[];
  }

  tagExists(id: number): boolean {
    return this.db.prepare('SELECT 1 FROM todo_tag WHERE id = ?').get(id) !== undefined;
  }

  findTagByName(name: string): Tag | null {
    return (this.db.prepare('SELECT id, name FROM todo_tag WHERE name = ? COLLATE NOCASE').get(name) as Tag | undefined) ?? null;
  }

  addTag(name: string): void {
    this.db.prepare('INSERT INTO todo_tag(name) VALUES (?)').run(name);
  }

  deleteTag(id: number): void {
    this.db.transaction(() => {
      // Losing a tag changes the todos that had it.
      this.db
        .prepare('UPDATE todo SET modified = ? WHERE id IN (SELECT todo_id FROM todo_tag_link WHERE tag_id = ?)')
        .run(nowDatetime(), id);
      // todo_tag_link rows go with it (ON DELETE CASCADE).
      this.db.prepare('DELETE FROM todo_tag WHERE id = ?').run(id);
    })();
  }
}
