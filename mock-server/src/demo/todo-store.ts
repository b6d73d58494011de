// The todo demo app's data (spec §3 "todos", "tags"): todos in display order (`position`), tags, and the
// todo↔tag links. One shared list for every signed-in user, like the original in-browser mock.

import type { Db } from '../db/open';

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
}

export interface Tag {
  id: number;
  name: string;
}

export type TodoFields = Omit<Todo, 'id'>;

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
          `INSERT INTO todo(position, title, note, important, starred, done, read, selected, start_date, due_date)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          top === null ? 0 : top - 1,
          fields.title,
          fields.note,
          Number(fields.important),
          Number(fields.starred),
          Number(fields.done),
          Number(fields.read),
          Number(fields.selected),
          fields.startDate,
          fields.dueDate,
        );
      const id = Number(result.lastInsertRowid);
      this.setTags(id, fields.tag);
      return this.get(id) as Todo;
    })();
  }

  update(todo: Todo): Todo {
    return this.db.transaction(() => {
      this.db
        .prepare(
          `UPDATE todo SET title = ?, note = ?, important = ?, starred = ?, done = ?, read = ?, selected = ?,
             start_date = ?, due_date = ? WHERE id = ?`,
        )
        .run(
          todo.title,
          todo.note,
          Number(todo.important),
          Number(todo.starred),
          Number(todo.done),
          Number(todo.read),
          Number(todo.selected),
          todo.startDate,
          todo.dueDate,
          todo.id,
        );
      this.setTags(todo.id, todo.tag);
      return this.get(todo.id) as Todo;
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
    // todo_tag_link rows go with it (ON DELETE CASCADE).
    this.db.prepare('DELETE FROM todo_tag WHERE id = ?').run(id);
  }
}
