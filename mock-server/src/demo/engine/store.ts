// The records of every demo collection, in one table (demo_record, made by ../migrations.ts). One table
// rather than one per collection because collections are declared in code: adding a collection, or a field
// to one, then needs no DDL and no migration (the schema checks values on the way in, and a field added
// later reads as its default), and one set of tested SQL serves every demo app. What this gives up is SQL
// constraints; a field a collection is read by can still have an index (`indexed`, ensureFieldIndex).
//
// A record belongs to an owner ('' in shared collections, else the user's name) and has an id unique in
// its collection (counted in demo_sequence and never reused, like AUTOINCREMENT), a display position, its
// fields as JSON text and `modified` (Frappe's datetime format, strictly increasing).

import type { Db } from '../../db/open';
import type { JsonObject } from './definition';

export interface Scope {
  collection: string;
  owner: string;
}

export interface StoredRecord {
  id: number;
  owner: string;
  position: number;
  data: JsonObject;
  modified: string;
}

/** What became of an update: saved, refused because the record changed since, or no such record. */
export type StoredUpdate = { kind: 'saved' } | { kind: 'stale'; current: string } | { kind: 'missing' };

interface Row {
  id: number;
  owner: string;
  position: number;
  data: string;
  modified: string;
}

function toStored(row: Row): StoredRecord {
  return {
    id: row.id,
    owner: row.owner,
    position: row.position,
    data: JSON.parse(row.data) as JsonObject,
    modified: row.modified,
  };
}

/** JSON path of a top-level key; keys come from definitions, checked to be plain identifiers. */
function jsonPath(key: string): string {
  return `$.${key}`;
}

/** What a field key may be (./engine.ts refuses others at start): it goes into SQL text as a JSON path. */
export const FIELD_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** SQL for a top-level field's value; the key goes into the SQL text, so only plain identifiers pass. */
function fieldValue(key: string): string {
  if (!FIELD_KEY.test(key)) throw new Error(`"${key}" is not a plain field key`);
  return `json_extract(data, '${jsonPath(key)}')`;
}

function fieldIndexName(key: string): string {
  return `demo_record_field_${key}`;
}

export class RecordStore {
  constructor(private readonly db: Db) {}

  list(scope: Scope, order: 'position' | 'id'): StoredRecord[] {
    const orderBy = order === 'position' ? 'position, id' : 'id';
    const rows = this.db
      .prepare(
        `SELECT id, owner, position, data, modified FROM demo_record WHERE collection = ? AND owner = ? ORDER BY ${orderBy}`,
      )
      .all(scope.collection, scope.owner) as Row[];
    return rows.map(toStored);
  }

  /**
   * An index on one top-level field, for every collection that has it (./engine.ts makes one per key a
   * collection declares `indexed`). Idempotent; records without the field index as NULL.
   */
  ensureFieldIndex(key: string): void {
    this.db.exec(
      `CREATE INDEX IF NOT EXISTS ${fieldIndexName(key)} ON demo_record(collection, owner, ${fieldValue(key)}, id)`,
    );
  }

  /** The records whose field `key` holds the number or text `value`, found through the field's index. */
  listWhere(scope: Scope, key: string, value: number | string, order: 'position' | 'id'): StoredRecord[] {
    const orderBy = order === 'position' ? 'position, id' : 'id';
    // The expression is written out, not bound, because SQLite uses an index on an expression only for that
    // same expression.
    const rows = this.db
      .prepare(
        `SELECT id, owner, position, data, modified FROM demo_record
         WHERE collection = ? AND owner = ? AND ${fieldValue(key)} = ? ORDER BY ${orderBy}`,
      )
      .all(scope.collection, scope.owner, value) as Row[];
    return rows.map(toStored);
  }

  get(scope: Scope, id: number): StoredRecord | null {
    const row = this.db
      .prepare(
        'SELECT id, owner, position, data, modified FROM demo_record WHERE collection = ? AND owner = ? AND id = ?',
      )
      .get(scope.collection, scope.owner, id) as Row | undefined;
    return row ? toStored(row) : null;
  }

  count(scope: Scope): number {
    return (
      this.db
        .prepare('SELECT COUNT(*) AS n FROM demo_record WHERE collection = ? AND owner = ?')
        .get(scope.collection, scope.owner) as {
        n: number;
      }
    ).n;
  }

  /** The position just above the first record or just below the last. */
  edgePosition(scope: Scope, at: 'top' | 'bottom'): number {
    const sql = at === 'top' ? 'MIN(position) - 1' : 'MAX(position) + 1';
    const row = this.db
      .prepare(`SELECT ${sql} AS p FROM demo_record WHERE collection = ? AND owner = ?`)
      .get(scope.collection, scope.owner) as { p: number | null };
    return row.p ?? 0;
  }

  insert(scope: Scope, data: JsonObject, position: number, modified: string): StoredRecord {
    return this.db.transaction(() => {
      const { id } = this.db
        .prepare(
          'INSERT INTO demo_sequence(collection, last_id) VALUES (?, 1) ON CONFLICT(collection) DO UPDATE SET last_id = last_id + 1 RETURNING last_id AS id',
        )
        .get(scope.collection) as { id: number };
      this.db
        .prepare('INSERT INTO demo_record(collection, id, owner, position, data, modified) VALUES (?, ?, ?, ?, ?, ?)')
        .run(scope.collection, id, scope.owner, position, JSON.stringify(data), modified);
      return { id, owner: scope.owner, position, data, modified };
    })();
  }

  /**
   * Writes `data` over record `id`. With `expectedModified`, only when the stored `modified` is still that
   * value: compared and written in one statement.
   */
  update(scope: Scope, id: number, data: JsonObject, modified: string, expectedModified: string | null): StoredUpdate {
    const result = this.db
      .prepare(
        `UPDATE demo_record SET data = ?, modified = ?
         WHERE collection = ? AND owner = ? AND id = ? AND (? IS NULL OR modified = ?)`,
      )
      .run(JSON.stringify(data), modified, scope.collection, scope.owner, id, expectedModified, expectedModified);
    if (result.changes > 0) return { kind: 'saved' };
    const current = this.get(scope, id);
    return current ? { kind: 'stale', current: current.modified } : { kind: 'missing' };
  }

  delete(scope: Scope, id: number): boolean {
    return (
      this.db
        .prepare('DELETE FROM demo_record WHERE collection = ? AND owner = ? AND id = ?')
        .run(scope.collection, scope.owner, id).changes > 0
    );
  }

  /** Renumbers positions 0, 1, 2… in the order of `ids`. */
  setPositions(scope: Scope, ids: readonly number[]): void {
    const set = this.db.prepare('UPDATE demo_record SET position = ? WHERE collection = ? AND owner = ? AND id = ?');
    this.db.transaction(() => ids.forEach((id, position) => set.run(position, scope.collection, scope.owner, id)))();
  }

  /** The id of another record whose text field `key` equals `value`, ignoring (ASCII) case, or null. */
  findByText(scope: Scope, key: string, value: string, exceptId: number | null): number | null {
    const row = this.db
      .prepare(
        `SELECT id FROM demo_record WHERE collection = ? AND owner = ? AND id IS NOT ?
           AND json_extract(data, ?) = ? COLLATE NOCASE LIMIT 1`,
      )
      .get(scope.collection, scope.owner, exceptId, jsonPath(key), value) as { id: number } | undefined;
    return row ? row.id : null;
  }

  /** Records of `collection`, of every owner, whose list field `key` holds `id`. */
  referring(collection: string, key: string, id: number): StoredRecord[] {
    const rows = this.db
      .prepare(
        `SELECT id, owner, position, data, modified FROM demo_record
         WHERE collection = ? AND EXISTS (SELECT 1 FROM json_each(demo_record.data, ?) WHERE value = ?)`,
      )
      .all(collection, jsonPath(key), id) as Row[];
    return rows.map(toStored);
  }
}
