// Documents and list rows as Frappe's JSON answers hold them, ready for ../python-json.ts: a document is
// Frappe's as_dict(no_nulls=True) (null fields left out, its child rows alike), and every value Frappe holds as
// a float (Float, Currency and Percent fields; sums and averages in lists) is a PyFloat, so that it is
// written `8.0`, as a MariaDB decimal read by Frappe comes out of json.dumps.

import { PyFloat } from '../python-json';
import { isFloatType, type ChildRow, type DocTypeDef, type DocValues } from './doctype';
import type { SelectItem } from './query';
import type { DocTypeRegistry } from './registry';

/** Built once per definition (definitions never change while the server runs). */
const floatFieldsByDef = new WeakMap<DocTypeDef, ReadonlySet<string>>();

function floatFields(def: DocTypeDef | undefined): ReadonlySet<string> {
  if (!def) return new Set();
  let fields = floatFieldsByDef.get(def);
  if (!fields) {
    fields = new Set(def.fields.filter((field) => isFloatType(field.fieldtype)).map((field) => field.fieldname));
    floatFieldsByDef.set(def, fields);
  }
  return fields;
}

/**
 * Frappe's optional columns (frappe.model.optional_fields): kept on the table, read by lists that ask for them,
 * never part of a document's as_dict, so GET /api/resource/Task/{name} has no `_assign`.
 */
const OPTIONAL_COLUMNS = new Set(['_user_tags', '_comments', '_assign', '_liked_by', '_seen']);

/** A document (or child row) as the API answers it; its `doctype` says which fields hold floats. */
export function documentAnswer(registry: DocTypeRegistry, doc: DocValues | ChildRow): Record<string, unknown> {
  const floats = floatFields(typeof doc.doctype === 'string' ? registry.find(doc.doctype) : undefined);
  const answer: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (value === null || value === undefined || OPTIONAL_COLUMNS.has(key)) continue;
    if (Array.isArray(value)) answer[key] = value.map((row) => documentAnswer(registry, row));
    else answer[key] = typeof value === 'number' && floats.has(key) ? new PyFloat(value) : value;
  }
  return answer;
}

/** List rows (objects, or arrays for as_dict=0) with the values of their float columns as PyFloat. */
export function listRowsAnswer(rows: readonly unknown[], columns: readonly SelectItem[]): unknown[] {
  if (!columns.some((column) => column.float)) return [...rows];
  return rows.map((row) => {
    if (Array.isArray(row)) return row.map((value: unknown, i) => asFloat(value, columns[i]?.float === true));
    const answer: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const column of columns) {
      if (column.float) answer[column.key] = asFloat(answer[column.key], true);
    }
    return answer;
  });
}

function asFloat(value: unknown, float: boolean): unknown {
  return float && typeof value === 'number' ? new PyFloat(value) : value;
}
