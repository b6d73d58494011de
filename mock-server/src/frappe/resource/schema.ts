// Creates each doctype's table from its definition on start and adds columns for fields added since
// (Frappe's `bench migrate` for DocType JSON, reduced to what SQLite needs). Columns are never dropped, so
// data survives a definition change. The rows already there take a new field's default, as a new document
// would (a Select its first option), so that saving an older document does not trip over a field it never had.

import type { Db } from '../../db/open';
import { defaultValue } from './coerce';
import {
  columnFields,
  isNumericType,
  NUMERIC_INT_TYPES,
  quoteIdent,
  tableName,
  type DocTypeDef,
  type FieldDef,
} from './doctype';

function columnType(field: FieldDef): string {
  if (NUMERIC_INT_TYPES.includes(field.fieldtype)) return 'INTEGER NOT NULL DEFAULT 0';
  if (isNumericType(field.fieldtype)) return 'REAL NOT NULL DEFAULT 0';
  // MariaDB compares and sorts text case-insensitively by default; NOCASE keeps the mock-server alike.
  return 'TEXT COLLATE NOCASE';
}

function standardColumns(def: DocTypeDef): string[] {
  const cols = [
    'name TEXT PRIMARY KEY COLLATE NOCASE',
    'owner TEXT',
    'creation TEXT',
    'modified TEXT',
    'modified_by TEXT',
    'docstatus INTEGER NOT NULL DEFAULT 0',
    'idx INTEGER NOT NULL DEFAULT 0',
  ];
  if (def.istable) cols.push('parent TEXT', 'parentfield TEXT', 'parenttype TEXT');
  return cols;
}

function addColumn(db: Db, table: string, field: FieldDef): void {
  const column = quoteIdent(field.fieldname);
  db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${columnType(field)}`);
  // Numeric columns already hold their DEFAULT 0.
  const value = defaultValue(field);
  if (value !== null && value !== 0) db.prepare(`UPDATE ${table} SET ${column} = ?`).run(value);
}

export function syncDoctypeTables(db: Db, defs: readonly DocTypeDef[]): void {
  db.transaction(() => {
    for (const def of defs) {
      const table = quoteIdent(tableName(def.name));
      const fields = columnFields(def);
      db.exec(
        `CREATE TABLE IF NOT EXISTS ${table} (${[
          ...standardColumns(def),
          ...fields.map((f) => `${quoteIdent(f.fieldname)} ${columnType(f)}`),
        ].join(', ')})`,
      );
      const existing = new Set(
        (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name),
      );
      for (const field of fields) {
        if (!existing.has(field.fieldname)) addColumn(db, table, field);
      }
      const indexBase = tableName(def.name).replace(/\W/g, '_');
      // Frappe indexes `modified` and `creation` of every table: lists sort on them by default.
      for (const column of ['creation', 'modified', ...fields.filter((f) => f.searchIndex).map((f) => f.fieldname)]) {
        db.exec(
          `CREATE INDEX IF NOT EXISTS ${quoteIdent(`${indexBase}_${column}`)} ON ${table}(${quoteIdent(column)})`,
        );
      }
      if (def.istable) {
        db.exec(`CREATE INDEX IF NOT EXISTS ${quoteIdent(`${indexBase}_parent`)} ON ${table}(parent, parenttype)`);
      }
    }
  })();
}
