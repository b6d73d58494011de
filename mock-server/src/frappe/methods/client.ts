// frappe.client.* (frappe/client.py): the resource engine through /api/method/, with Frappe's parameter forms
// (JSON text from a query string or form, or already parsed from a JSON body) and its HTTP-method limits.
// Every read and write goes through the ResourceService as the request's user, so permissions, validation,
// naming and hooks are the resource API's. Child-table doctypes are not served here, as in that API: Frappe's
// child-row branches of insert, set_value and delete answer 404 "DocType … not found".
//
// Where Frappe would read malformed JSON text as a plain name (get_value's filters) or a plain field name
// (set_value's fieldname), text that opens with `{` or `[` must be valid JSON here: 417 instead of an empty
// answer or a silent no-op. Where Frappe answers a wrong-typed argument with a 500 (a TypeError in Python),
// the mock-server answers 417 ValidationError.

import { siteTimeZone } from '../datetime';
import { validationError } from '../errors';
import { boolParam, jsonParam, stringParam, type Params } from '../params';
import { preview } from '../preview';
import { documentAnswer } from '../resource/answers';
import { insertAll, type NewDoc } from './insert-many';
import type { MethodCall, MethodDef } from './types';

/** @frappe.whitelist(methods=["POST", "PUT"]) on insert, insert_many, set_value and save. */
const SAVING_METHODS = ['POST', 'PUT'];
/** @frappe.whitelist(methods=["DELETE", "POST"]) on delete. */
const DELETING_METHODS = ['POST', 'DELETE'];

/** frappe.client.insert_many's limit: "Only 200 inserts allowed in one request". */
const INSERT_MANY_MAX = 200;

/** frappe.model.default_fields and child_table_fields: set_value refuses to change them. */
const STANDARD_FIELDS = new Set([
  'doctype',
  'name',
  'owner',
  'creation',
  'modified',
  'modified_by',
  'docstatus',
  'idx',
  'parent',
  'parentfield',
  'parenttype',
]);

function isObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Text a client meant as a JSON object or list (see the file comment). */
function looksLikeJson(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith('{') || start.startsWith('[');
}

function requiredParam(params: Params, name: string): unknown {
  const value = params[name];
  if (value === undefined || value === null || value === '') throw validationError(`Missing argument: ${name}`);
  return value;
}

/** A document to insert: an object naming its doctype; its other keys are field values. */
function newDoc(value: unknown, what: string): NewDoc {
  if (!isObject(value)) throw validationError(`${what} must be a JSON object of field values, got ${preview(value)}`);
  const { doctype } = value;
  if (typeof doctype !== 'string' || doctype.trim() === '') {
    throw validationError(`${what} must name its doctype, e.g. {"doctype": "Task", "subject": "…"}`);
  }
  return { doctype, values: value };
}

// ---- get_value ----------------------------------------------------------------------------------------------

/** `fieldname`: one field name, or a list of them (JSON text or parsed). */
function valueFields(params: Params): unknown[] {
  const raw = requiredParam(params, 'fieldname');
  let fields = raw;
  if (typeof raw === 'string') fields = looksLikeJson(raw) ? jsonParam(raw, 'fieldname') : [raw];
  if (!Array.isArray(fields) || fields.length === 0) {
    throw validationError(`fieldname must be a field name or a JSON list of field names, got ${preview(raw)}`);
  }
  return fields;
}

/** `filters`: a document's name, or filters as get_list takes them (a {field: value} object or conditions). */
function valueFilters(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  if (looksLikeJson(raw)) return jsonParam(raw, 'filters');
  return raw === '' ? undefined : { name: raw };
}

/**
 * frappe.client.get_value: the first document get_list finds (default order, the user's permissions) with
 * the given fields. as_dict (default true) → an object without its null fields, {} when nothing matches (no
 * 404); false → the bare value, or the row as a list for several fields (a null keeps its place there), and
 * no `message` when nothing matches or the value is null.
 */
function getValue({ ctx, params, user }: MethodCall): unknown {
  const doctype = stringParam(params, 'doctype');
  const fields = valueFields(params);
  const filters = valueFilters(params.filters);
  // Frappe hands as_dict to get_list, whose `as_dict: bool` converts text ("0" → false), but then tests the
  // value it was given, where any non-empty text is true: as_dict=0 in a query string answers the first row
  // as a list rather than the bare value.
  const rowsAsDicts = boolParam(params.as_dict, 'as_dict', true);
  const answerFirstRow = (typeof params.as_dict === 'string' && params.as_dict !== '') || rowsAsDicts;

  const rows = ctx.resources.listForAnswer(user, doctype, {
    fields,
    filters,
    limit_page_length: 1,
    as_dict: rowsAsDicts,
  });
  const first = rows[0];
  if (answerFirstRow) {
    if (first === undefined) return {};
    return rowsAsDicts ? withoutNullValues(first as Record<string, unknown>) : first;
  }
  if (first === undefined) return undefined;
  const values = first as unknown[];
  return fields.length > 1 ? values : (values[0] ?? undefined);
}

function withoutNullValues(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null));
}

// ---- get_list ---------------------------------------------------------------------------------------------

/**
 * get_list's arguments: the resource GET's. Only that GET reads `limit` (as limit_page_length); get_list has no
 * such argument, and Frappe drops it, so a POST with `limit` alone lists the default 20.
 */
function listArgs(params: Params): Params {
  return Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'limit'));
}

// ---- insert, insert_many -----------------------------------------------------------------------------------

/** frappe.client.insert: `doc` (JSON text or an object) naming its doctype → the inserted document. */
async function insert({ ctx, params, user }: MethodCall): Promise<unknown> {
  const doc = newDoc(jsonParam(requiredParam(params, 'doc'), 'doc'), 'doc');
  return documentAnswer(ctx.resources.registry, await ctx.resources.create(user, doc.doctype, doc.values));
}

/** frappe.client.insert_many: `docs` (a JSON list, up to 200, of any doctypes) → their names, in order. */
async function insertMany({ ctx, params, user }: MethodCall): Promise<unknown> {
  const docs = jsonParam(requiredParam(params, 'docs'), 'docs');
  if (!Array.isArray(docs)) throw validationError(`docs must be a JSON list of documents, got ${preview(docs)}`);
  if (docs.length > INSERT_MANY_MAX) {
    throw validationError(`Only ${INSERT_MANY_MAX} inserts allowed in one request`);
  }
  // Every shape is checked before anything is inserted (Frappe meets a bad one mid-way, but keeps nothing
  // either way: see ./insert-many.ts).
  const newDocs = docs.map((doc, i) => newDoc(doc, `docs[${i}]`));
  const inserted = await insertAll(ctx.resources, user, newDocs);
  return inserted.map((doc) => doc.name);
}

// ---- set_value --------------------------------------------------------------------------------------------

/**
 * The values set_value saves: {fieldname: value} when a value is given (null counts as none; "" and 0 are
 * values, as in current Frappe), else `fieldname` as an object of values (JSON text or parsed). A bare field
 * name without a value sets it to "" (Frappe's fallback when the name is not JSON), clearing it.
 */
function valuesToSet(params: Params): Params {
  const fieldname = requiredParam(params, 'fieldname');
  const value = params.value;
  if (value !== undefined && value !== null) {
    if (typeof fieldname !== 'string') {
      throw validationError(`fieldname must be a field name when a value is given, got ${preview(fieldname)}`);
    }
    return { [fieldname]: value };
  }
  if (isObject(fieldname)) return fieldname;
  if (typeof fieldname === 'string') {
    if (!looksLikeJson(fieldname)) return { [fieldname]: '' };
    const parsed = jsonParam(fieldname, 'fieldname');
    if (isObject(parsed)) return parsed;
  }
  throw validationError(`fieldname must be a field name or a JSON object of field values, got ${preview(fieldname)}`);
}

/** frappe.client.set_value: merge the values into the stored document and save → the saved document. */
async function setValue({ ctx, params, user, sid }: MethodCall): Promise<unknown> {
  const doctype = stringParam(params, 'doctype');
  const name = stringParam(params, 'name');
  const values = valuesToSet(params);
  if (Object.keys(values).some((field) => STANDARD_FIELDS.has(field))) {
    throw validationError('Cannot edit standard fields');
  }
  const saved = await ctx.resources.update(user, doctype, name, values, { sessionId: sid });
  return documentAnswer(ctx.resources.registry, saved);
}

// ---- save -------------------------------------------------------------------------------------------------

/** Fields frappe.client.save leaves as stored when the sent document lacks them (see wholeDocument). */
const KEPT_WHEN_NOT_SENT = new Set(['Table', 'Password']);

/**
 * The values frappe.client.save writes: Frappe builds the document from what was sent alone, so a field left out
 * is saved empty (a required one then fails as MandatoryError). Fields the client cannot write (read-only, above
 * permlevel 0), child tables and passwords stay as stored. `modified` is always checked: Frappe compares the
 * stored one with the sent one, and a document sent without it is stale.
 */
function wholeDocument(registry: MethodCall['ctx']['resources']['registry'], doc: NewDoc): Params {
  const values: Params = {
    ...doc.values,
    modified: typeof doc.values.modified === 'string' ? doc.values.modified : '',
  };
  for (const field of registry.get(doc.doctype).fields) {
    const writable = !field.readOnly && (field.permlevel ?? 0) === 0 && !KEPT_WHEN_NOT_SENT.has(field.fieldtype);
    if (writable && !(field.fieldname in values)) values[field.fieldname] = null;
  }
  return values;
}

/** frappe.client.save: `doc` (JSON text or an object) naming its doctype and name → the saved document. */
async function save({ ctx, params, user, sid }: MethodCall): Promise<unknown> {
  const doc = newDoc(jsonParam(requiredParam(params, 'doc'), 'doc'), 'doc');
  const { name } = doc.values;
  if (typeof name !== 'string' || name === '') throw validationError('doc must name the document to save');
  const values = wholeDocument(ctx.resources.registry, doc);
  const saved = await ctx.resources.update(user, doc.doctype, name, values, { sessionId: sid });
  return documentAnswer(ctx.resources.registry, saved);
}

// ---- delete -------------------------------------------------------------------------------------------------

/** frappe.client.delete: returns nothing, so the answer is `{}` (200, unlike DELETE /api/resource's 202). */
function deleteDoc({ ctx, params, user }: MethodCall): unknown {
  ctx.resources.remove(user, stringParam(params, 'doctype'), stringParam(params, 'name'), {
    siteUrl: ctx.settings.siteUrl,
  });
  return undefined;
}

export const CLIENT_METHODS: Record<string, MethodDef> = {
  'frappe.client.get_count': {
    allowGuest: false,
    handler: ({ ctx, params, user }) => ctx.resources.count(user, stringParam(params, 'doctype'), params.filters),
  },
  'frappe.client.get_list': {
    allowGuest: false,
    handler: ({ ctx, params, user }) =>
      ctx.resources.listForAnswer(user, stringParam(params, 'doctype'), listArgs(params)),
  },
  'frappe.client.get': {
    allowGuest: false,
    handler: ({ ctx, params, user }) =>
      documentAnswer(
        ctx.resources.registry,
        ctx.resources.get(user, stringParam(params, 'doctype'), stringParam(params, 'name')),
      ),
  },
  'frappe.client.get_value': { allowGuest: false, handler: getValue },
  'frappe.client.insert': { allowGuest: false, httpMethods: SAVING_METHODS, handler: insert },
  'frappe.client.insert_many': { allowGuest: false, httpMethods: SAVING_METHODS, handler: insertMany },
  'frappe.client.set_value': { allowGuest: false, httpMethods: SAVING_METHODS, handler: setValue },
  'frappe.client.save': { allowGuest: false, httpMethods: SAVING_METHODS, handler: save },
  'frappe.client.delete': { allowGuest: false, httpMethods: DELETING_METHODS, handler: deleteDoc },
  // The zone the site's datetimes are wall time in (Frappe: System Settings' time_zone), asked by the app
  // before it reads any; anyone may ask.
  'frappe.client.get_time_zone': { allowGuest: true, handler: () => ({ time_zone: siteTimeZone() }) },
};
