// Reads and writes whole documents (the doctype's row plus its child-table rows) in SQLite.
// Every identifier comes from a definition; every value is a bound parameter.

import type { Db } from '../../db/open';
import {
  CHILD_COLUMNS,
  columnFields,
  quoteIdent,
  STANDARD_COLUMNS,
  tableName,
  type ChildRow,
  type DocTypeDef,
  type DocValues,
  type SqlCondition,
} from './doctype';
import type { DocTypeRegistry } from './registry';

type Row = Record<string, string | number | null>;

/** A stored row as a link check names it: a child row by its parent. */
export interface StoredRow {
  name: string;
  idx: number;
  parent: string | null;
  parenttype: string | null;
}

export class DocStore {
  constructor(
    readonly db: Db,
    readonly registry: DocTypeRegistry,
  ) {}

  private table(def: DocTypeDef): string {
    return quoteIdent(tableName(def.name));
  }

  hasDocuments(def: DocTypeDef): boolean {
    return this.db.prepare(`SELECT 1 FROM ${this.table(def)} LIMIT 1`).get() !== undefined;
  }

  exists(def: DocTypeDef, name: string): boolean {
    return this.db.prepare(`SELECT 1 FROM ${this.table(def)} WHERE name = ?`).get(name) !== undefined;
  }

  /** The stored name (with its stored letter case) for a case-insensitive match, or null. */
  storedName(def: DocTypeDef, name: string): string | null {
    const row = this.db.prepare(`SELECT name FROM ${this.table(def)} WHERE name = ?`).get(name) as
      { name: string } | undefined;
    return row ? row.name : null;
  }

  /** The stored `modified` of a document, or null when there is no such document. */
  modified(def: DocTypeDef, name: string): string | null {
    const row = this.db.prepare(`SELECT modified FROM ${this.table(def)} WHERE name = ?`).get(name) as
      { modified: string | null } | undefined;
    return row ? (row.modified ?? '') : null;
  }

  /**
   * The full document, or null. Nulls are kept here. Its keys come in Frappe's as_dict order: the standard
   * columns, the fields, `doctype`, then the child tables.
   */
  get(def: DocTypeDef, name: string): DocValues | null {
    const row = this.db.prepare(`SELECT * FROM ${this.table(def)} WHERE name = ?`).get(name) as Row | undefined;
    if (!row) return null;
    const doc: DocValues = {};
    for (const col of STANDARD_COLUMNS) doc[col] = row[col] ?? null;
    for (const field of columnFields(def)) doc[field.fieldname] = row[field.fieldname] ?? null;
    doc.doctype = def.name;
    for (const field of def.fields) {
      if (field.fieldtype === 'Table') doc[field.fieldname] = this.childRows(def, field.fieldname, String(row.name));
    }
    return doc;
  }

  private childRows(parent: DocTypeDef, fieldname: string, parentName: string): ChildRow[] {
    const child = this.registry.child(parent, fieldname);
    const rows = this.db
      .prepare(
        `SELECT * FROM ${this.table(child)} WHERE parent = ? AND parenttype = ? AND parentfield = ? ORDER BY idx`,
      )
      .all(parentName, parent.name, fieldname) as Row[];
    return rows.map((row) => {
      const out: ChildRow = {};
      for (const col of [...STANDARD_COLUMNS, ...CHILD_COLUMNS]) out[col] = row[col] ?? null;
      for (const f of columnFields(child)) out[f.fieldname] = row[f.fieldname] ?? null;
      out.doctype = child.name;
      return out;
    });
  }

  private writeRow(def: DocTypeDef, values: Row, mode: 'insert' | 'update'): void {
    const cols = Object.keys(values);
    if (mode === 'insert') {
      this.db
        .prepare(
          `INSERT INTO ${this.table(def)} (${cols.map(quoteIdent).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
        )
        .run(...cols.map((c) => values[c]));
    } else {
      const sets = cols.filter((c) => c !== 'name');
      this.db
        .prepare(`UPDATE ${this.table(def)} SET ${sets.map((c) => `${quoteIdent(c)} = ?`).join(', ')} WHERE name = ?`)
        .run(...sets.map((c) => values[c]), values.name);
    }
  }

  private rowValues(def: DocTypeDef, doc: DocValues): Row {
    const values: Row = {};
    for (const col of STANDARD_COLUMNS) values[col] = scalar(doc[col]);
    if (def.istable) for (const col of CHILD_COLUMNS) values[col] = scalar(doc[col]);
    for (const f of columnFields(def)) values[f.fieldname] = scalar(doc[f.fieldname]);
    return values;
  }

  private writeChildren(def: DocTypeDef, doc: DocValues): void {
    for (const field of def.fields) {
      if (field.fieldtype !== 'Table') continue;
      const child = this.registry.child(def, field.fieldname);
      this.db
        .prepare(`DELETE FROM ${this.table(child)} WHERE parent = ? AND parenttype = ? AND parentfield = ?`)
        .run(doc.name, def.name, field.fieldname);
      const rows = doc[field.fieldname];
      if (!Array.isArray(rows)) continue;
      for (const row of rows) this.writeRow(child, this.rowValues(child, row), 'insert');
    }
  }

  insert(def: DocTypeDef, doc: DocValues): void {
    this.writeRow(def, this.rowValues(def, doc), 'insert');
    this.writeChildren(def, doc);
  }

  update(def: DocTypeDef, doc: DocValues): void {
    this.writeRow(def, this.rowValues(def, doc), 'update');
    this.writeChildren(def, doc);
  }

  /** The first row of `def` that `where` selects, with its parent and row number when it is a child row. */
  firstRowWhere(def: DocTypeDef, where: SqlCondition): StoredRow | null {
    const parentColumns = def.istable ? 'parent, parenttype' : 'NULL AS parent, NULL AS parenttype';
    const row = this.db
      .prepare(`SELECT name, idx, ${parentColumns} FROM ${this.table(def)} WHERE ${where.sql} LIMIT 1`)
      .get(...where.params) as StoredRow | undefined;
    return row ?? null;
  }

  delete(def: DocTypeDef, name: string): void {
    for (const field of def.fields) {
      if (field.fieldtype !== 'Table') continue;
      const child = this.registry.child(def, field.fieldname);
      this.db.prepare(`DELETE FROM ${this.table(child)} WHERE parent = ? AND parenttype = ?`).run(name, def.name);
    }
    this.db.prepare(`DELETE FROM ${this.table(def)} WHERE name = ?`).run(name);
    this.db.prepare('DELETE FROM auth WHERE doctype = ? AND name = ?').run(def.name, name);
  }

  setPassword(def: DocTypeDef, name: string, fieldname: string, hash: string): void {
    this.db
      .prepare(
        'INSERT INTO auth(doctype, name, fieldname, hash) VALUES (?, ?, ?, ?) ON CONFLICT(doctype, name, fieldname) DO UPDATE SET hash = excluded.hash',
      )
      .run(def.name, name, fieldname, hash);
  }

  getPasswordHash(doctype: string, name: string, fieldname: string): string | null {
    const row = this.db
      .prepare('SELECT hash FROM auth WHERE doctype = ? AND name = ? AND fieldname = ?')
      .get(doctype, name, fieldname) as { hash: string } | undefined;
    return row ? row.hash : null;
  }
}

function scalar(value: DocValues[string] | undefined): string | number | null {
  if (value === undefined || value === null || Array.isArray(value)) return null;
  return value;
}
