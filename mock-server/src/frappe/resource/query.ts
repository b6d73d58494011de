// Parses the list API's parameters (fields, filters, order_by, group_by) as Frappe takes them. Client text never
// reaches SQL: field names are matched against the doctype's columns (unknown → 417 DataError "Field not
// permitted in query: …"), aggregates and operators come from fixed lists, and every value is a bound parameter
// (the filters' SQL: ./filter-conditions.ts). "in" accepts a list or comma-separated text, "is" takes
// "set"/"not set", "between" takes two values.

import { fieldNotPermitted, validationError } from '../errors';
import { jsonParam } from '../params';
import { preview } from '../preview';
import {
  columnFields,
  isFloatType,
  isNumericType,
  quoteIdent,
  STANDARD_COLUMNS,
  tableName,
  type DocTypeDef,
  type FieldType,
} from './doctype';

// Caps that keep a single list request from building a pathological query.
const MAX_FIELDS = 200;
const MAX_CONDITIONS = 100;
export const MAX_IN_VALUES = 1000;
const MAX_ORDER_TERMS = 10;

export function tooMany(what: string, max: number): never {
  throw validationError(`Too many ${what} (at most ${max})`);
}

export interface Column {
  name: string;
  type: FieldType;
}

const STANDARD_TYPES: Record<(typeof STANDARD_COLUMNS)[number], FieldType> = {
  name: 'Data',
  owner: 'Data',
  creation: 'Datetime',
  modified: 'Datetime',
  modified_by: 'Data',
  docstatus: 'Int',
  idx: 'Int',
};

/** Built once per definition (definitions never change while the server runs): every list asks per field. */
const columnsByDef = new WeakMap<DocTypeDef, ReadonlyMap<string, Column>>();

export function queryableColumns(def: DocTypeDef): ReadonlyMap<string, Column> {
  const known = columnsByDef.get(def);
  if (known) return known;
  const cols = new Map<string, Column>();
  for (const name of STANDARD_COLUMNS) cols.set(name, { name, type: STANDARD_TYPES[name] });
  for (const f of columnFields(def)) cols.set(f.fieldname, { name: f.fieldname, type: f.fieldtype });
  columnsByDef.set(def, cols);
  return cols;
}

/** A capture group outside any optional part of its pattern, which a successful match always fills. */
function group(match: RegExpExecArray, index: number): string {
  const value = match[index];
  if (value === undefined) throw new Error(`${match.input}: group ${index} of a matched pattern is empty`);
  return value;
}

const IDENT = '[A-Za-z_][A-Za-z0-9_]*';
// name | `name` | tabTask.name | `tabTask`.`name` | `tabPuxeo Statuses`.name
const FIELD_REF = new RegExp(`^(?:\`tab([^\`]+)\`\\.|tab(${IDENT})\\.)?\`?(${IDENT})\`?$`);

/** The column a client's field reference points at, or a DataError. */
export function resolveColumn(def: DocTypeDef, ref: string, original = ref): Column {
  const m = FIELD_REF.exec(ref.trim());
  if (!m) throw fieldNotPermitted(original);
  const table = m[1] ?? m[2];
  if (table !== undefined && table !== def.name) throw fieldNotPermitted(original);
  const col = queryableColumns(def).get(group(m, 3));
  if (!col) throw fieldNotPermitted(original);
  return col;
}

export interface SelectItem {
  sql: string;
  key: string;
  /**
   * Whether the values are floats on a Frappe site: Float/Currency/Percent columns, their min and max, and
   * every sum and average (MariaDB answers SUM and AVG of exact numbers as DECIMAL, which Frappe reads as float).
   */
  float: boolean;
}

const FLOAT_AGGREGATES = new Set(['sum', 'avg']);

const AGGREGATE = /^(count|sum|avg|min|max)\s*\(\s*(distinct\s+)?(.*?)\s*\)$/i;
const ALIAS = new RegExp(`^(.*?)\\s+as\\s+[\`"']?(${IDENT})[\`"']?$`, 'i');

function selectItem(def: DocTypeDef, raw: string): SelectItem {
  const text = raw.trim();
  const aliased = ALIAS.exec(text);
  const expr = aliased ? group(aliased, 1).trim() : text;
  const agg = AGGREGATE.exec(expr);
  if (agg) {
    const fn = group(agg, 1).toLowerCase();
    const distinct = agg[2] ? 'DISTINCT ' : '';
    const inner = group(agg, 3);
    let arg: string;
    let float = false;
    if (inner === '*') {
      if (fn !== 'count' || distinct) throw fieldNotPermitted(raw);
      arg = '*';
    } else {
      const col = resolveColumn(def, inner, raw);
      if (fn !== 'count' && !isNumericType(col.type)) throw fieldNotPermitted(raw);
      arg = quoteIdent(col.name);
      float = FLOAT_AGGREGATES.has(fn) || (fn !== 'count' && isFloatType(col.type));
    }
    return { sql: `${fn.toUpperCase()}(${distinct}${arg})`, key: aliased ? group(aliased, 2) : text, float };
  }
  const col = resolveColumn(def, expr, raw);
  return { sql: quoteIdent(col.name), key: aliased ? group(aliased, 2) : col.name, float: isFloatType(col.type) };
}

/** `fields`: a JSON list of field names/aggregates, or "*" for every column. Default ["name"]. */
export function parseFields(def: DocTypeDef, value: unknown): SelectItem[] {
  if (value === undefined || value === null || value === '') return [selectItem(def, 'name')];
  const parsed = value === '*' ? ['*'] : jsonParam(value, 'fields');
  const list = typeof parsed === 'string' ? [parsed] : parsed;
  if (!Array.isArray(list) || list.length === 0) {
    throw validationError('fields must be a JSON list of field names, e.g. ["name", "subject"]');
  }
  if (list.length > MAX_FIELDS) tooMany('fields', MAX_FIELDS);
  const items: SelectItem[] = [];
  for (const entry of list) {
    if (typeof entry !== 'string') {
      throw validationError(`fields must be a list of text, got ${preview(entry)}`);
    }
    if (entry.trim() === '*') {
      for (const col of queryableColumns(def).values()) {
        items.push({ sql: quoteIdent(col.name), key: col.name, float: isFloatType(col.type) });
      }
    } else {
      items.push(selectItem(def, entry));
    }
  }
  return items;
}

const OPERATORS = ['=', '!=', '>', '<', '>=', '<=', 'like', 'not like', 'in', 'not in', 'is', 'between'] as const;
export type Operator = (typeof OPERATORS)[number];

function normaliseOperator(op: unknown): Operator {
  const text = typeof op === 'string' ? op.trim().toLowerCase().replace(/\s+/g, ' ') : '';
  const found = OPERATORS.find((o) => o === (text === '<>' ? '!=' : text === '==' ? '=' : text));
  if (!found) {
    throw validationError(`Operator must be one of ${OPERATORS.join(', ')}; got ${preview(op)}`);
  }
  return found;
}

/** One parsed filter: a known column, a known operator and the client's value (checked when it is bound). */
export interface Condition {
  column: Column;
  op: Operator;
  value: unknown;
}

function listCondition(def: DocTypeDef, item: unknown): Condition {
  if (!Array.isArray(item) || (item.length !== 3 && item.length !== 4)) {
    throw validationError(
      `Each filter must be [field, operator, value] or [doctype, field, operator, value], got ${preview(item)}`,
    );
  }
  const [doctype, field, op, value] = item.length === 4 ? item : [def.name, ...item];
  if (typeof doctype !== 'string' || typeof field !== 'string') {
    throw validationError(`Filter field must be text, got ${preview(item)}`);
  }
  if (doctype !== def.name) throw fieldNotPermitted(`${doctype}.${field}`);
  return { column: resolveColumn(def, field), op: normaliseOperator(op), value };
}

/** `filters`/`or_filters`: a list of conditions, or a {field: value | [operator, value]} object. */
export function parseFilters(def: DocTypeDef, value: unknown, name: string): Condition[] {
  if (value === undefined || value === null || value === '') return [];
  const parsed = jsonParam(value, name);
  const size = Array.isArray(parsed)
    ? parsed.length
    : parsed && typeof parsed === 'object'
      ? Object.keys(parsed).length
      : 0;
  if (size > MAX_CONDITIONS) tooMany(`conditions in ${name}`, MAX_CONDITIONS);
  if (Array.isArray(parsed)) {
    // A single condition may be sent unwrapped: ["status", "=", "Open"].
    if (parsed.length > 0 && parsed.every((p) => !Array.isArray(p)) && (parsed.length === 3 || parsed.length === 4)) {
      return [listCondition(def, parsed)];
    }
    return parsed.map((item) => listCondition(def, item));
  }
  if (parsed && typeof parsed === 'object') {
    return Object.entries(parsed).map(([field, v]) => {
      const column = resolveColumn(def, field);
      if (Array.isArray(v)) {
        if (v.length !== 2) throw validationError(`Filter for ${field} must be [operator, value], got ${preview(v)}`);
        return { column, op: normaliseOperator(v[0]), value: v[1] };
      }
      return { column, op: '=' as Operator, value: v };
    });
  }
  throw validationError(`${name} must be a list of [field, operator, value] or an object, got ${preview(parsed)}`);
}

/** `order_by`: "field [asc|desc]" items separated by commas; a select alias may be used too. */
export function parseOrderBy(def: DocTypeDef, value: unknown, aliases: Map<string, string>): string {
  const text = value === undefined || value === null || value === '' ? (def.sortOrder ?? 'creation desc') : value;
  if (typeof text !== 'string') throw validationError(`order_by must be text, got ${preview(text)}`);
  const terms = text.split(',');
  if (terms.length > MAX_ORDER_TERMS) tooMany('order_by terms', MAX_ORDER_TERMS);
  return terms
    .map((part) => {
      const m = /^(.+?)(?:\s+(asc|desc))?$/i.exec(part.trim());
      if (!m) throw fieldNotPermitted(part.trim());
      const ref = group(m, 1).trim();
      const dir = (m[2] ?? 'asc').toUpperCase();
      const alias = aliases.get(ref.replace(/`/g, ''));
      const sql = alias ?? quoteIdent(resolveColumn(def, ref).name);
      return `${sql} ${dir}`;
    })
    .join(', ');
}

/** `group_by`: one field or several separated by commas. */
export function parseGroupBy(def: DocTypeDef, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw validationError(`group_by must be text, got ${preview(value)}`);
  const terms = value.split(',');
  if (terms.length > MAX_ORDER_TERMS) tooMany('group_by terms', MAX_ORDER_TERMS);
  return terms.map((ref) => quoteIdent(resolveColumn(def, ref.trim()).name)).join(', ');
}

export function fromTable(def: DocTypeDef): string {
  return quoteIdent(tableName(def.name));
}
