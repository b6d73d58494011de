// Parsed filters (./query.ts) as SQL, the way Frappe 15 matches empty values, which differs between a list and
// frappe.client.get_count:
// - a list (frappe/model/db_query.py prepare_filter_condition; also get_list, get_value and reportview's count)
//   compares `ifnull(column, fallback)` wherever an empty value could match: the fallback is '' for text and
//   "in"/"not in"/"is", 0001-01-01 for a Date, 0001-01-01 00:00:00.000000 for a Datetime. So an empty date is
//   "before" every date: `exp_end_date <= X` lists the tasks without one. It compares the column as stored
//   where an empty value cannot match: a number, name/creation/modified, ">"/">="/"between" on a date, "is set",
//   and "="/"like" with a value. "between" on a Datetime widens date-only bounds to whole days.
// - frappe.client.get_count (frappe.db.count through frappe.qb) always compares the column as stored, so an
//   empty value matches nothing but "is not set", and "between" takes its bounds as given (a date-only upper
//   bound on a Datetime is its midnight).
// Text compares case-insensitively, as on MariaDB.

import { parseDate, parseDatetime } from '../datetime';
import { validationError } from '../errors';
import { clip, preview } from '../preview';
import { isNumericType, quoteIdent, type FieldType, type SqlCondition } from './doctype';
import { MAX_IN_VALUES, tooMany, type Column, type Condition } from './query';

/** Which of Frappe's two query builders the filters follow: a list's (db_query) or get_count's (frappe.qb). */
export type FilterSemantics = 'list' | 'count';

type SqlValue = string | number;

/** db_query: these standard columns are never empty. */
const NEVER_EMPTY = new Set(['name', 'creation', 'modified']);

const isDateType = (type: FieldType) => type === 'Date' || type === 'Datetime';

function scalarValue(col: Column, value: unknown): SqlValue {
  if (value === null || value === undefined) return isNumericType(col.type) ? 0 : '';
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (isNumericType(col.type)) {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    if (value === '') return 0;
    throw validationError(`Invalid filter value for ${col.name}: ${preview(value)} is not a number`);
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return value;
  throw validationError(`Invalid filter value for ${col.name}: ${preview(value)}`);
}

function betweenBound(col: Column, value: unknown, end: 'from' | 'to', semantics: FilterSemantics): SqlValue {
  const v = scalarValue(col, value);
  if (typeof v !== 'string') return v;
  if (col.type === 'Date') {
    const d = parseDate(v);
    if (!d) throw validationError(`Invalid date in between filter for ${col.name}: ${clip(v)}`);
    return d;
  }
  if (col.type === 'Datetime') {
    const d = parseDate(v);
    if (d && /^\d{4}-\d{2}-\d{2}$/.test(v.trim()))
      return end === 'from' || semantics === 'count' ? `${d} 00:00:00.000000` : `${d} 23:59:59.999999`;
    const dt = parseDatetime(v);
    if (!dt) throw validationError(`Invalid datetime in between filter for ${col.name}: ${clip(v)}`);
    return dt;
  }
  return v;
}

function inValues(c: Condition): SqlValue[] {
  const values = Array.isArray(c.value)
    ? c.value
    : typeof c.value === 'string'
      ? c.value.split(',').map((s) => s.trim())
      : [c.value];
  if (values.length > MAX_IN_VALUES) tooMany(`values for "${c.op}"`, MAX_IN_VALUES);
  return values.map((v) => scalarValue(c.column, v));
}

/** "set" or "not set", the only values "is" takes. */
function isValue(c: Condition): 'set' | 'not set' {
  const v = typeof c.value === 'string' ? c.value.trim().toLowerCase() : '';
  if (v !== 'set' && v !== 'not set') {
    throw validationError(`The "is" operator takes "set" or "not set", got ${preview(c.value)}`);
  }
  return v;
}

/** Python's truth of a filter value: "=" and "like" with a value never match an empty column in a list. */
const hasValue = (value: unknown) => value !== null && value !== undefined && value !== '' && value !== 0;

/** Whether a list (db_query) lets an empty value of the column match this condition, through ifnull(). */
function listMatchesEmpty(c: Condition, bound: readonly SqlValue[]): boolean {
  if (NEVER_EMPTY.has(c.column.name) || isNumericType(c.column.type)) return false;
  switch (c.op) {
    case 'in':
      return bound.length === 0 || bound.includes('');
    case 'is':
      return isValue(c) === 'not set';
    case '>':
    case '>=':
    case 'between':
      return !isDateType(c.column.type);
    case '=':
    case 'like':
      return !hasValue(c.value);
    default:
      return true;
  }
}

/** db_query's stand-in for an empty value: '' for text and for "in"/"not in"/"is", else the type's zero. */
function listFallback(c: Condition): string {
  if (c.op === 'in' || c.op === 'not in' || c.op === 'is') return '';
  if (c.column.type === 'Date') return '0001-01-01';
  if (c.column.type === 'Datetime') return '0001-01-01 00:00:00.000000';
  if (c.column.type === 'Time') return '00:00:00';
  return '';
}

function columnExpr(c: Condition, semantics: FilterSemantics, bound: readonly SqlValue[]): string {
  const col = quoteIdent(c.column.name);
  // Frappe's numeric columns are NOT NULL with a default of 0; here an unset one reads as 0 alike.
  if (isNumericType(c.column.type)) return `IFNULL(${col}, 0)`;
  if (semantics === 'list' && listMatchesEmpty(c, bound)) {
    return `IFNULL(${col}, '${listFallback(c)}') COLLATE NOCASE`;
  }
  return `${col} COLLATE NOCASE`;
}

function conditionSql(c: Condition, semantics: FilterSemantics): SqlCondition {
  switch (c.op) {
    case 'in':
    case 'not in': {
      const values = inValues(c);
      // Frappe matches an empty list as [''].
      const bound = values.length === 0 ? [isNumericType(c.column.type) ? 0 : ''] : values;
      const sqlOp = c.op === 'in' ? 'IN' : 'NOT IN';
      return {
        sql: `${columnExpr(c, semantics, values)} ${sqlOp} (${bound.map(() => '?').join(', ')})`,
        params: bound,
      };
    }
    case 'is': {
      const col = quoteIdent(c.column.name);
      if (isValue(c) === 'set') return { sql: `${col} IS NOT NULL AND ${col} != ''`, params: [] };
      return { sql: `(${col} IS NULL OR ${col} = '')`, params: [] };
    }
    case 'between': {
      if (!Array.isArray(c.value) || c.value.length !== 2) {
        throw validationError(`The "between" operator takes [from, to], got ${preview(c.value)}`);
      }
      return {
        sql: `${columnExpr(c, semantics, [])} BETWEEN ? AND ?`,
        params: [
          betweenBound(c.column, c.value[0], 'from', semantics),
          betweenBound(c.column, c.value[1], 'to', semantics),
        ],
      };
    }
    case 'like':
    case 'not like':
      return {
        sql: `${columnExpr(c, semantics, [])} ${c.op === 'like' ? 'LIKE' : 'NOT LIKE'} ?`,
        params: [String(scalarValue(c.column, c.value))],
      };
    default:
      if (semantics === 'count' && (c.value === null || c.value === undefined)) {
        // frappe.qb turns a None value into IS NULL, whatever the operator.
        return { sql: `${quoteIdent(c.column.name)} IS NULL`, params: [] };
      }
      return { sql: `${columnExpr(c, semantics, [])} ${c.op} ?`, params: [scalarValue(c.column, c.value)] };
  }
}

export function combine(
  conditions: readonly Condition[],
  joiner: 'AND' | 'OR',
  semantics: FilterSemantics,
): SqlCondition | null {
  if (conditions.length === 0) return null;
  const parts = conditions.map((condition) => conditionSql(condition, semantics));
  return {
    sql: `(${parts.map((p) => `(${p.sql})`).join(` ${joiner} `)})`,
    params: parts.flatMap((p) => p.params),
  };
}
