// A doctype is declared, not coded: its fields, naming rule, permission rule, hooks and seed. The storage
// layer creates/extends its SQLite table from this definition on start, seeds it once per database, and the
// resource API (list/get/create/update/delete) works for every registered definition. To add a doctype,
// write a definition in ../doctypes/ and add it to the list in ../doctypes/index.ts.

import type { AccessLevel } from 'tessera-contracts';
import type { Db } from '../../db/open';
import type { Params } from '../params';
import type { RequestUser } from '../roles';
import type { ResourceService } from './service';

export type FieldType =
  | 'Data'
  | 'Select'
  | 'Link'
  | 'Dynamic Link'
  | 'Small Text'
  | 'Text'
  | 'Long Text'
  | 'Text Editor'
  | 'Code'
  | 'Read Only'
  | 'Color'
  | 'Attach'
  | 'Attach Image'
  | 'Int'
  | 'Check'
  | 'Float'
  | 'Currency'
  | 'Percent'
  | 'Date'
  | 'Datetime'
  | 'Time'
  | 'Password'
  | 'Table';

export interface FieldDef {
  fieldname: string;
  fieldtype: FieldType;
  label: string;
  /** Required (Frappe's `reqd`): missing on save → 417 MandatoryError. */
  reqd?: boolean;
  /**
   * Select: allowed values. Link/Table: the target doctype (a Link's value must name one of its documents
   * once that doctype is registered, see ./links.ts). Dynamic Link: the field holding the target doctype.
   * Data: 'URL' for a link (see ./url-value.ts).
   */
  options?: readonly string[] | string;
  /** The value a new document gets; a Select without one gets its first option, as in Frappe. */
  default?: string | number;
  /** Computed or server-maintained: ignored when a client writes it. */
  readOnly?: boolean;
  /** Data field holding an e-mail address (Frappe: options "Email"): validated on save. */
  isEmail?: boolean;
  /** No two documents may share the value (case-insensitive): 417 UniqueValidationError. */
  unique?: boolean;
  /** Frappe's `search_index`: the column gets an index, for the filters lists use most. */
  searchIndex?: boolean;
  /**
   * A field Tessera adds to a stock ERPNext doctype (a Custom Field on a real site, made by
   * `npm run frappe:setup`): left out of the doctype's own DocType record.
   */
  custom?: boolean;
  /**
   * Frappe's `permlevel`: a field above 0 is blanked when a document is read by someone whose roles have no
   * read permission at that level (Document.apply_fieldlevel_read_permissions): a table becomes `[]`, any
   * other field is left out.
   */
  permlevel?: number;
}

/**
 * Naming rules (frappe/model/naming.py): a naming series such as "TASK-.YYYY.-.#####", a field's value,
 * the name the client sends ("prompt"), or a random 10-character hash.
 */
export type NamingRule =
  | { kind: 'series'; pattern: string }
  | { kind: 'field'; field: string; lowercase?: boolean }
  | { kind: 'prompt' }
  /** Several fields' values joined by "-" (Frappe's Custom Field: "{dt}-{fieldname}"). */
  | { kind: 'fields'; fields: readonly string[] }
  | { kind: 'hash' };

export type DocValue = string | number | null | ChildRow[];
export type DocValues = Record<string, DocValue>;
export type ChildRow = Record<string, string | number | null>;

/** A SQL fragment with bound parameters; only ever built by the engine or a definition, never by a client. */
export interface SqlCondition {
  sql: string;
  params: (string | number)[];
}

/** A right a permission rule gives on a whole doctype. */
export type DocRight = 'read' | 'write' | 'create' | 'delete';

/** One row of a doctype's own permission rules (its DocType JSON's `permissions`, Frappe's DocPerm). */
export interface StandardRule {
  role: string;
  permlevel?: number;
  select?: 1;
  read?: 1;
  write?: 1;
  create?: 1;
  delete?: 1;
  report?: 1;
  export?: 1;
  share?: 1;
  print?: 1;
  email?: 1;
}

export interface PermissionRule {
  /** Access level (docs/product.md, Roles) needed to read/list; not signed in is always refused. */
  read: AccessLevel;
  /** Access level needed to create and update. */
  write: AccessLevel;
  /** Access level needed to delete; `write`'s when not given. */
  delete?: AccessLevel;
  /**
   * The per-record rule for lists, counts and get_value (Frappe's permission_query_conditions, e.g. "only your
   * own User"); the column is quoted by the caller. `canAccessDoc` is the same rule for one document.
   */
  rowCondition?: (user: RequestUser, column: (field: string) => string) => SqlCondition | null;
  /**
   * The per-record rule for one document (Frappe's controller has_permission), which every action on it must
   * pass: reading it, creating it, changing it (as stored and as it would be saved) and deleting it; false → 403.
   */
  canAccessDoc?: (user: RequestUser, doc: DocValues) => boolean;
  /** A further check for changing or deleting one stored document; false → 403. */
  canWriteDoc?: (user: RequestUser, doc: DocValues) => boolean;
  /** The permlevels above 0 whose fields the user may read (Frappe's DocPerm rows at those levels). */
  readLevels?: (user: RequestUser) => readonly number[];
  /**
   * A stock doctype's rules as ERPNext ships them. Their level-0 rights go to users with their Frappe role
   * beside the access levels above, as on a real site, where `npm run frappe:setup` keeps them when it adds the
   * app roles' rules (ERPNext lets a Projects User delete tasks, which the app gives from ADMIN up).
   */
  standardRules?: readonly StandardRule[];
}

export interface DocHookContext {
  user: RequestUser;
  isNew: boolean;
  db: Db;
}

export interface SaveHookContext extends DocHookContext {
  /** Password fields this save gave a new value. */
  passwordsSet: readonly string[];
  /** The saving request's session (null for seeds and server code), e.g. to keep it when ending others. */
  sid: string | null;
}

/** One saved update of a document: as it was loaded, as it was saved, and by whom. */
export interface SavedChange {
  before: DocValues;
  after: DocValues;
  user: RequestUser;
}

/** A doctype's controller methods (Frappe's validate, on_update, on_trash, plus the scheduler's jobs). */
export interface DocHooks {
  /** Once at start-up, after seeding: for rules ERPNext runs as scheduled jobs (e.g. Task's overdue rule). */
  onStart?: (db: Db) => void;
  /** Every hour while the server runs (Frappe's scheduler_events), e.g. the overdue rule again. */
  hourly?: (db: Db) => void;
  /** After defaults, type coercion and link checks, before mandatory checks: may set computed fields or throw. */
  validate?: (doc: DocValues, ctx: DocHookContext) => void;
  /** Inside the save's transaction, after the document and its passwords are written. */
  afterSave?: (doc: DocValues, ctx: SaveHookContext) => void;
  /**
   * After an update is committed, with the document as it was before: Frappe's notifications on a value
   * change (run_notifications), which write other documents through `resources`.
   */
  afterUpdate?: (change: SavedChange, resources: ResourceService) => Promise<void>;
  /** Before a document is deleted; may throw to refuse. */
  onTrash?: (doc: DocValues, ctx: DocHookContext) => void;
}

export interface SeedInsertOptions {
  /** Who creates the document (its `owner`); Administrator by default. */
  owner?: RequestUser;
  /** creation/modified time; now by default. */
  timestamp?: string;
  /** The name instead of the naming rule's (e.g. the user "Administrator"). */
  name?: string;
}

/** What a doctype's seed gets: its documents go through the engine like any other insert. */
export interface DocSeedContext {
  /** When seeding started; seeds date their documents relative to it. */
  now: Date;
  /**
   * Inserts one document of the doctype being seeded (naming, defaults, links, hooks), permissions ignored.
   * Read-only fields may be set (server-maintained values such as ERPNext's timesheet totals).
   */
  insert(values: Params, options?: SeedInsertOptions): DocValues;
  /** For reads a seed needs beyond `lookup` (writes go through `insert`). */
  db: Db;
  /** The name of a document of `doctype` whose `field` is `value` (an earlier seed's document), or null. */
  lookup(doctype: string, field: string, value: string): string | null;
}

export interface DocTypeDef {
  name: string;
  fields: readonly FieldDef[];
  naming: NamingRule;
  /** Child tables (Frappe `istable`) have no permissions or API of their own. */
  istable?: boolean;
  permissions?: PermissionRule;
  /** Default list order, Frappe's sort_field + sort_order. */
  sortOrder?: string;
  hooks?: DocHooks;
  /**
   * Sample documents, inserted once per database: on the first start that finds this definition and no
   * documents of it (so a doctype added later is seeded on an existing database too).
   */
  seed?: (ctx: DocSeedContext) => void;
}

/** Frappe's standard columns on every document table (frappe/model/__init__.py default_fields). */
export const STANDARD_COLUMNS = ['name', 'owner', 'creation', 'modified', 'modified_by', 'docstatus', 'idx'] as const;
/** Extra standard columns on child-table rows (child_table_fields). */
export const CHILD_COLUMNS = ['parent', 'parentfield', 'parenttype'] as const;

export const NUMERIC_INT_TYPES: readonly FieldType[] = ['Int', 'Check'];
export const NUMERIC_FLOAT_TYPES: readonly FieldType[] = ['Float', 'Currency', 'Percent'];

export function isNumericType(t: FieldType): boolean {
  return NUMERIC_INT_TYPES.includes(t) || NUMERIC_FLOAT_TYPES.includes(t);
}

/** Fields whose values Frappe holds as Python floats (decimal columns), written `8.0` in its JSON. */
export function isFloatType(t: FieldType): boolean {
  return NUMERIC_FLOAT_TYPES.includes(t);
}

/** Fields stored as a column of the doctype's own table (not child tables, not passwords). */
export function columnFields(def: DocTypeDef): FieldDef[] {
  return def.fields.filter((f) => f.fieldtype !== 'Table' && f.fieldtype !== 'Password');
}

export function selectOptions(field: FieldDef): readonly string[] {
  return Array.isArray(field.options) ? field.options : [];
}

export function tableName(doctype: string): string {
  return `tab${doctype}`;
}

/** Quote an identifier that comes from a definition (never from a client). */
export function quoteIdent(ident: string): string {
  return `"${ident.replace(/"/g, '""')}"`;
}
