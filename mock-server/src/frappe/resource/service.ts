// The resource engine: list/count/get/create/update/delete for any registered doctype, with permissions,
// defaults, type checks, link checks, mandatory fields, naming, child tables and the definition's hooks.
// Routes (../api-routes.ts), whitelisted methods and seeds (./seed.ts) all go through it, so it is also where
// each committed write is told to the realtime clients (../../realtime/doc-events.ts).

import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/open';
import { documentMessages, type DocWrite } from '../../realtime/doc-events';
import { SILENT_PUBLISHER, type RealtimePublisher } from '../../realtime/publisher';
import { UntilNextWrite } from '../../db/until-next-write';
import { nowDatetime } from '../datetime';
import { FrappeError, notFound, permissionError, timestampMismatch, validationError } from '../errors';
import { hashPassword, hashPasswordSync } from '../passwords';
import { boolParam, intParam, type Params } from '../params';
import { toPythonJson } from '../python-json';
import { ADMINISTRATOR, signedInUser, type RequestUser } from '../roles';
import { listRowsAnswer } from './answers';
import { coerceFieldValue, defaultValue } from './coerce';
import {
  columnFields,
  quoteIdent,
  tableName,
  type ChildRow,
  type DocSeedContext,
  type DocTypeDef,
  type DocValues,
  type SaveHookContext,
  type SqlCondition,
} from './doctype';
import { deleteReferences } from './delete-references';
import { hasRight } from './doctype-rights';
import { withReadableFields } from './field-levels';
import { assertNotLinked } from './link-exists';
import { assertLinksExist } from './links';
import { generateHash, newName } from './naming';
import { combine } from './filter-conditions';
import { fromTable, parseFields, parseFilters, parseGroupBy, parseOrderBy, type SelectItem } from './query';
import type { DocTypeRegistry } from './registry';
import { DocStore } from './store';

/** Hashed password per Password field. */
type PasswordHashes = ReadonlyMap<string, string>;

/** A checked document not yet written, with the plain-text passwords it sets. */
interface Draft {
  def: DocTypeDef;
  doc: DocValues;
  passwords: ReadonlyMap<string, string>;
}

async function hashAll(passwords: ReadonlyMap<string, string>): Promise<PasswordHashes> {
  const entries = await Promise.all(
    [...passwords].map(async ([field, plain]) => [field, await hashPassword(plain)] as const),
  );
  return new Map(entries);
}

function hashAllSync(passwords: ReadonlyMap<string, string>): PasswordHashes {
  return new Map([...passwords].map(([field, plain]) => [field, hashPasswordSync(plain)] as const));
}

export interface WriteOptions {
  /** Skip permission checks (seeds, sign-up), like Frappe's ignore_permissions. */
  ignorePermissions?: boolean;
  /** Use this creation/modified time instead of now (seeds). */
  timestamp?: string;
  /** Use this name instead of the naming rule's (Frappe's `set_name`), e.g. the Administrator user. */
  name?: string;
  /** The request's session, passed to afterSave hooks (e.g. kept when a password change ends the others). */
  sessionId?: string | null;
  /** Let the data set read-only fields (seeds: values ERPNext computes from other documents). */
  allowReadOnly?: boolean;
}

export interface DeleteOptions {
  /** The site's address (Frappe's get_url()), the base of the desk links in a LinkExistsError. */
  siteUrl: string;
  /** Skip permission checks, like Frappe's ignore_permissions. */
  ignorePermissions?: boolean;
}

/** Who seeds documents unless a seed names another owner. */
const SEEDER = signedInUser(ADMINISTRATOR, [ADMINISTRATOR]);

/** What a request does to one document. */
type DocAction = 'read' | 'create' | 'write' | 'delete';

/** The refusal of `action` on one document (a new one has no name yet). */
function refusedOn(def: DocTypeDef, action: DocAction, doc: DocValues): FrappeError {
  const target = action === 'create' ? def.name : `${def.name} ${String(doc.name)}`;
  return permissionError(`No permission to ${action} ${target}`);
}

/** A list as read: its rows and the columns they hold. */
interface ListRead {
  readonly rows: readonly unknown[];
  readonly columns: readonly SelectItem[];
}

/** A kept list: its rows and columns, and their response body once one was sent. */
interface KeptList extends ListRead {
  body: string | null;
}

export class ResourceService {
  readonly store: DocStore;
  /**
   * List answers until the next write: lists are what every screen asks first and most often. This spares the
   * query and the row objects, never the permission check. The rows are frozen, since later answers share them.
   */
  private readonly lists: UntilNextWrite<KeptList>;

  constructor(
    readonly db: Db,
    readonly registry: DocTypeRegistry,
    private readonly realtime: RealtimePublisher = SILENT_PUBLISHER,
  ) {
    this.store = new DocStore(db, registry);
    this.lists = new UntilNextWrite(db, 300);
  }

  /** Every doctype's onStart hook, in registration order (after seeding, at start-up). */
  runStartHooks(): void {
    for (const def of this.registry.all()) def.hooks?.onStart?.(this.db);
  }

  /** Every doctype's hourly job, in registration order. */
  runHourlyJobs(): void {
    for (const def of this.registry.all()) def.hooks?.hourly?.(this.db);
  }

  // ---- permissions -------------------------------------------------------------------------------------

  private assertCanRead(user: RequestUser, def: DocTypeDef): void {
    if (!hasRight(user, def, 'read')) {
      // frappe.permissions.has_permission's refusal, which names the user (Guest when signed out).
      throw new FrappeError(
        'PermissionError',
        `User ${user.name} does not have doctype access via role permission for document ${def.name}`,
        { withErrorMessage: true },
      );
    }
  }

  /** The doctype-level right to create, write or delete (./doctype-rights.ts). */
  private assertCanWrite(user: RequestUser, def: DocTypeDef, action: 'create' | 'write' | 'delete'): void {
    if (!hasRight(user, def, action)) throw permissionError(`No permission to ${action} ${def.name}`);
  }

  /**
   * The doctype's per-record rule, for every action on one document (Frappe asks the controller's
   * has_permission for each): the stored document read, changed or deleted, a new one, and a changed one as
   * it would be saved.
   */
  private assertRecordRule(user: RequestUser, def: DocTypeDef, action: DocAction, doc: DocValues): void {
    if (def.permissions?.canAccessDoc?.(user, doc) === false) throw refusedOn(def, action, doc);
  }

  /** The per-record rules for changing or deleting a stored document. */
  private assertMayChange(user: RequestUser, def: DocTypeDef, action: 'write' | 'delete', doc: DocValues): void {
    this.assertRecordRule(user, def, action, doc);
    if (def.permissions?.canWriteDoc?.(user, doc) === false) throw refusedOn(def, action, doc);
  }

  private rowCondition(user: RequestUser, def: DocTypeDef): SqlCondition | null {
    return def.permissions?.rowCondition?.(user, quoteIdent) ?? null;
  }

  // ---- reading ------------------------------------------------------------------------------------------

  /** GET /api/resource/{doctype}: Frappe's frappe.client.get_list parameters. */
  list(user: RequestUser, doctype: string, params: Params): readonly unknown[] {
    return this.keptList(user, doctype, params).rows;
  }

  /** The list's rows as an answer holds them, floats marked (./answers.ts), e.g. for frappe.client.get_list. */
  listForAnswer(user: RequestUser, doctype: string, params: Params): unknown[] {
    const kept = this.keptList(user, doctype, params);
    return listRowsAnswer(kept.rows, kept.columns);
  }

  /** The list as the response body `{"data": [...]}`, serialised once for as long as the answer is kept. */
  listBody(user: RequestUser, doctype: string, params: Params): string {
    const kept = this.keptList(user, doctype, params);
    kept.body ??= toPythonJson({ data: listRowsAnswer(kept.rows, kept.columns) });
    return kept.body;
  }

  private keptList(user: RequestUser, doctype: string, params: Params): KeptList {
    const def = this.registry.get(doctype);
    this.assertCanRead(user, def);
    // Who asks matters (row conditions, the user's own records); their roles only change by a write.
    const key = JSON.stringify([user.name, doctype, params]);
    return this.lists.get(key, () => {
      const { rows, columns } = this.readList(user, def, params);
      return { rows: Object.freeze(rows.map((row) => Object.freeze(row))), columns, body: null };
    });
  }

  private readList(user: RequestUser, def: DocTypeDef, params: Params): ListRead {
    const fields = parseFields(def, params.fields);
    const filters = combine(parseFilters(def, params.filters, 'filters'), 'AND', 'list');
    const orFilters = combine(parseFilters(def, params.or_filters, 'or_filters'), 'OR', 'list');
    const aliases = new Map(fields.map((f, i) => [f.key, `c${i}`]));
    const orderBy = parseOrderBy(def, params.order_by, aliases);
    const groupBy = parseGroupBy(def, params.group_by);
    const limitStart = intParam(params.limit_start, 'limit_start', 0);
    const pageLength =
      params.limit_page_length !== undefined
        ? intParam(params.limit_page_length, 'limit_page_length', 20)
        : intParam(params.limit, 'limit', 20);
    const asDict = boolParam(params.as_dict, 'as_dict', true);

    const where = [this.rowCondition(user, def), filters, orFilters].filter((c): c is SqlCondition => c !== null);
    const sql = [
      `SELECT ${fields.map((f, i) => `${f.sql} AS c${i}`).join(', ')} FROM ${fromTable(def)}`,
      where.length ? `WHERE ${where.map((c) => c.sql).join(' AND ')}` : '',
      groupBy ? `GROUP BY ${groupBy}` : '',
      `ORDER BY ${orderBy}`,
      pageLength > 0 || limitStart > 0 ? `LIMIT ? OFFSET ?` : '',
    ]
      .filter(Boolean)
      .join(' ');
    const bound = where.flatMap((c) => c.params);
    if (pageLength > 0 || limitStart > 0) bound.push(pageLength > 0 ? pageLength : -1, limitStart);
    const rows = this.db
      .prepare(sql)
      .raw(true)
      .all(...bound) as unknown[][];
    if (!asDict) return { rows, columns: fields };
    return { rows: rows.map((row) => Object.fromEntries(fields.map((f, i) => [f.key, row[i]]))), columns: fields };
  }

  /**
   * frappe.client.get_count: rows the user may read that match the filters, compared as frappe.db.count does
   * (an empty value matches no bound, where a list's ifnull() lets it: ./filter-conditions.ts).
   */
  count(user: RequestUser, doctype: string, filtersParam: unknown): number {
    const def = this.registry.get(doctype);
    this.assertCanRead(user, def);
    const filters = combine(parseFilters(def, filtersParam, 'filters'), 'AND', 'count');
    const where = [this.rowCondition(user, def), filters].filter((c): c is SqlCondition => c !== null);
    const row = this.db
      .prepare(
        `SELECT COUNT(*) AS n FROM ${fromTable(def)}${where.length ? ` WHERE ${where.map((c) => c.sql).join(' AND ')}` : ''}`,
      )
      .get(...where.flatMap((c) => c.params)) as { n: number };
    return row.n;
  }

  private load(def: DocTypeDef, name: string): DocValues {
    const doc = this.store.get(def, name);
    if (!doc) throw notFound(`${def.name} ${name} not found`);
    return doc;
  }

  /** GET /api/resource/{doctype}/{name}: the full document (nulls still present; the route drops them). */
  get(user: RequestUser, doctype: string, name: string): DocValues {
    const def = this.registry.get(doctype);
    this.assertCanRead(user, def);
    const doc = this.load(def, name);
    this.assertRecordRule(user, def, 'read', doc);
    return withReadableFields(def, user, doc);
  }

  /**
   * Whether `user` may read the doctype's documents, or with `name` that one document, by the checks a REST read
   * makes (frappe.has_permission): what a realtime subscription asks before joining its room.
   */
  canRead(user: RequestUser, doctype: string, name?: string): boolean {
    const def = this.registry.find(doctype);
    if (!def || def.istable || !hasRight(user, def, 'read')) return false;
    if (name === undefined) return true;
    const doc = this.store.get(def, name);
    return doc !== null && def.permissions?.canAccessDoc?.(user, doc) !== false;
  }

  // ---- writing ------------------------------------------------------------------------------------------

  /** Tells the realtime clients of a write once its transaction commits; nothing if it rolls back. */
  private announce(def: DocTypeDef, doc: DocValues, write: DocWrite, user: RequestUser): void {
    const messages = documentMessages(def, doc, write, user.name);
    afterCommit(this.db, () => {
      for (const message of messages) this.realtime.publish(message);
    });
  }

  private applyFields(
    def: DocTypeDef,
    doc: DocValues,
    data: Params,
    isNew: boolean,
    passwords: Map<string, string>,
    options: WriteOptions,
  ): void {
    const writable = (readOnly: boolean | undefined) => !readOnly || options.allowReadOnly === true;
    for (const field of def.fields) {
      const { fieldname } = field;
      const present = Object.prototype.hasOwnProperty.call(data, fieldname);
      if (field.fieldtype === 'Password') {
        if (present && data[fieldname] !== null && data[fieldname] !== '') {
          const value = data[fieldname];
          if (typeof value !== 'string') throw validationError(`${field.label} must be text`);
          if (value.length > 512) throw validationError(`${field.label} is longer than 512 characters`);
          passwords.set(fieldname, value);
        }
        continue;
      }
      if (field.fieldtype === 'Table') {
        if (present && writable(field.readOnly))
          doc[fieldname] = this.childRows(def, fieldname, data[fieldname], field.label);
        else if (isNew) doc[fieldname] = [];
        continue;
      }
      if (present && writable(field.readOnly)) doc[fieldname] = coerceFieldValue(field, data[fieldname]);
      else if (isNew) doc[fieldname] = defaultValue(field);
    }
  }

  private childRows(def: DocTypeDef, fieldname: string, value: unknown, label: string): ChildRow[] {
    if (value === null || value === undefined) return [];
    if (!Array.isArray(value)) throw validationError(`${label} must be a list of rows`);
    const child = this.registry.child(def, fieldname);
    return value.map((row, i) => {
      if (!row || typeof row !== 'object' || Array.isArray(row)) {
        throw validationError(`${label}: row ${i + 1} must be an object`);
      }
      const out: ChildRow = {};
      for (const f of columnFields(child)) {
        const v = (row as Params)[f.fieldname];
        out[f.fieldname] = v === undefined ? defaultValue(f) : coerceFieldValue(f, v);
        if (f.reqd && (out[f.fieldname] === null || out[f.fieldname] === '')) {
          throw new FrappeError(
            'MandatoryError',
            `Error: Value missing for ${child.name}: ${f.label} (row ${i + 1})`,
            {},
          );
        }
      }
      return out;
    });
  }

  private assertMandatory(def: DocTypeDef, doc: DocValues): void {
    const missing = def.fields.filter((f) => {
      if (!f.reqd || f.fieldtype === 'Password') return false;
      const v = doc[f.fieldname];
      return (
        v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && !v.length)
      );
    });
    const messages = missing.map((f) => `Error: Value missing for ${def.name}: ${f.label}`);
    // The last missing field is the main message, the others come before it.
    const main = messages.pop();
    if (main !== undefined) {
      throw new FrappeError('MandatoryError', main, { extraMessages: messages });
    }
  }

  /** Frappe's unique fields: a second document with the same value is refused (UniqueValidationError). */
  private assertUnique(def: DocTypeDef, doc: DocValues, selfName: string | null): void {
    for (const field of def.fields) {
      const value = doc[field.fieldname];
      if (!field.unique || value === null || value === undefined || Array.isArray(value)) continue;
      const clash = this.db
        .prepare(`SELECT name FROM ${fromTable(def)} WHERE ${quoteIdent(field.fieldname)} = ? AND name != ? LIMIT 1`)
        .get(value, selfName ?? '') as { name: string } | undefined;
      if (clash) {
        throw new FrappeError(
          'UniqueValidationError',
          `${field.label} must be unique: ${String(value)} is used by ${clash.name}`,
          {
            title: 'Duplicate Entry',
          },
        );
      }
    }
  }

  /** Fills the standard columns of child rows from their parent. */
  private stampChildren(def: DocTypeDef, doc: DocValues, user: RequestUser, timestamp: string): void {
    for (const field of def.fields) {
      if (field.fieldtype !== 'Table') continue;
      const rows = doc[field.fieldname];
      if (!Array.isArray(rows)) continue;
      rows.forEach((row, i) => {
        row.name = typeof row.name === 'string' && row.name ? row.name : generateHash();
        row.owner = row.owner ?? user.name;
        row.creation = row.creation ?? timestamp;
        row.modified = timestamp;
        row.modified_by = user.name;
        row.docstatus = 0;
        row.idx = i + 1;
        row.parent = String(doc.name);
        row.parentfield = field.fieldname;
        row.parenttype = def.name;
      });
    }
  }

  /** Checks and fills a new document; nothing is written yet. */
  private draftNew(user: RequestUser, doctype: string, data: Params, options: WriteOptions): Draft {
    const def = this.registry.get(doctype);
    if (!options.ignorePermissions) this.assertCanWrite(user, def, 'create');
    const doc: DocValues = {};
    const passwords = new Map<string, string>();
    this.applyFields(def, doc, data, true, passwords, options);
    // Frappe's insert checks links, then the new document's permission (its owner set), before validate.
    assertLinksExist(this.registry, this.store, def, doc);
    if (!options.ignorePermissions) this.assertRecordRule(user, def, 'create', { ...doc, owner: user.name });
    def.hooks?.validate?.(doc, { user, isNew: true, db: this.db });
    this.assertMandatory(def, doc);
    return { def, doc, passwords };
  }

  private insertDraft(
    user: RequestUser,
    draft: Draft,
    hashes: PasswordHashes,
    clientName: unknown,
    options: WriteOptions,
  ): DocValues {
    const { def, doc } = draft;
    const timestamp = options.timestamp ?? nowDatetime();
    return this.db.transaction(() => {
      const name = options.name ?? newName(this.db, def, doc, clientName);
      const existing = this.store.storedName(def, name);
      if (existing !== null) {
        throw new FrappeError('DuplicateEntryError', `${def.name} ${existing} already exists`, {
          title: 'Duplicate Name',
        });
      }
      this.assertUnique(def, doc, null);
      Object.assign(doc, {
        name,
        owner: user.name,
        creation: timestamp,
        modified: timestamp,
        modified_by: user.name,
        docstatus: 0,
        idx: 0,
      });
      this.stampChildren(def, doc, user, timestamp);
      this.store.insert(def, doc);
      this.savePasswords(def, name, hashes);
      def.hooks?.afterSave?.(doc, this.saveHookContext(user, true, hashes, options));
      const inserted = this.load(def, name);
      this.announce(def, inserted, 'insert', user);
      return inserted;
    })();
  }

  private savePasswords(def: DocTypeDef, name: string, hashes: PasswordHashes): void {
    for (const [fieldname, hash] of hashes) this.store.setPassword(def, name, fieldname, hash);
  }

  private saveHookContext(
    user: RequestUser,
    isNew: boolean,
    hashes: PasswordHashes,
    options: WriteOptions,
  ): SaveHookContext {
    return { user, isNew, db: this.db, passwordsSet: [...hashes.keys()], sid: options.sessionId ?? null };
  }

  /** POST /api/resource/{doctype}. Keys that are not fields are dropped. Passwords hash off the event loop. */
  async create(user: RequestUser, doctype: string, data: Params, options: WriteOptions = {}): Promise<DocValues> {
    const draft = this.draftNew(user, doctype, data, options);
    return this.insertDraft(user, draft, await hashAll(draft.passwords), data.name, options);
  }

  /** create() that hashes passwords on the event loop: for seeding at start-up only, never while serving. */
  createSync(user: RequestUser, doctype: string, data: Params, options: WriteOptions = {}): DocValues {
    const draft = this.draftNew(user, doctype, data, options);
    return this.insertDraft(user, draft, hashAllSync(draft.passwords), data.name, options);
  }

  /** PUT /api/resource/{doctype}/{name}: merge the given fields into the stored document and save. */
  async update(
    user: RequestUser,
    doctype: string,
    name: string,
    data: Params,
    options: WriteOptions = {},
  ): Promise<DocValues> {
    const def = this.registry.get(doctype);
    if (!options.ignorePermissions) this.assertCanWrite(user, def, 'write');
    const doc = this.load(def, name);
    if (!options.ignorePermissions) this.assertMayChange(user, def, 'write', doc);
    const before: DocValues = { ...doc };
    const loadedModified = String(doc.modified ?? '');
    // frappe.model.document.check_if_latest: a stale `modified` means someone saved in between.
    if (typeof data.modified === 'string' && data.modified !== loadedModified) {
      throw timestampMismatch(data.modified, loadedModified);
    }
    const passwords = new Map<string, string>();
    this.applyFields(def, doc, data, false, passwords, options);
    assertLinksExist(this.registry, this.store, def, doc);
    // Frappe's save checks the document as it would be saved: a change may not leave it outside the rule.
    if (!options.ignorePermissions) this.assertRecordRule(user, def, 'write', doc);
    def.hooks?.validate?.(doc, { user, isNew: false, db: this.db });
    this.assertMandatory(def, doc);
    const hashes = await hashAll(passwords);
    const timestamp = options.timestamp ?? nowDatetime();
    doc.modified = timestamp;
    doc.modified_by = user.name;
    const saved = this.db.transaction(() => {
      // Another save may have landed while this one waited for its password hashes: the same conflict as a
      // stale `modified` from the client, checked in the transaction that writes.
      const current = this.store.modified(def, String(doc.name));
      if (current === null) throw notFound(`${def.name} ${name} not found`);
      if (current !== loadedModified) throw timestampMismatch(loadedModified, current);
      this.assertUnique(def, doc, String(doc.name));
      this.stampChildren(def, doc, user, timestamp);
      this.store.update(def, doc);
      this.savePasswords(def, String(doc.name), hashes);
      def.hooks?.afterSave?.(doc, this.saveHookContext(user, false, hashes, options));
      const stored = this.load(def, String(doc.name));
      this.announce(def, stored, 'save', user);
      return stored;
    })();
    await def.hooks?.afterUpdate?.({ before, after: saved, user }, this);
    return saved;
  }

  /** DELETE /api/resource/{doctype}/{name}. */
  remove(user: RequestUser, doctype: string, name: string, options: DeleteOptions): void {
    const def = this.registry.get(doctype);
    if (!options.ignorePermissions) this.assertCanWrite(user, def, 'delete');
    const doc = this.load(def, name);
    if (!options.ignorePermissions) this.assertMayChange(user, def, 'delete', doc);
    // frappe.model.delete_doc: on_trash first, then the refusal when another document still links to it, then
    // the records that only name it, all in one transaction.
    this.db.transaction(() => {
      def.hooks?.onTrash?.(doc, { user, isNew: false, db: this.db });
      assertNotLinked(this.registry, this.store, def, String(doc.name), options.siteUrl);
      this.store.delete(def, String(doc.name));
      deleteReferences(this.db, this.registry, def.name, String(doc.name));
      this.announce(def, doc, 'delete', user);
    })();
  }

  /**
   * What `def`'s seed inserts through: create() as Administrator (or the seed's owner) with permissions
   * ignored. Synchronous (createSync), so that a whole seed runs in one transaction: a start that fails
   * half-way leaves no half-seeded database behind.
   */
  seedContext(def: DocTypeDef, now: Date): DocSeedContext {
    return {
      now,
      db: this.db,
      insert: (values, options = {}) =>
        this.createSync(options.owner ?? SEEDER, def.name, values, {
          ignorePermissions: true,
          allowReadOnly: true,
          timestamp: options.timestamp,
          name: options.name,
        }),
      lookup: (doctype, field, value) => {
        const target = this.registry.get(doctype);
        if (!target.fields.some((candidate) => candidate.fieldname === field) && field !== 'name') {
          throw new Error(`${doctype} has no field ${field}`);
        }
        const row = this.db
          .prepare(`SELECT name FROM ${quoteIdent(tableName(doctype))} WHERE ${quoteIdent(field)} = ? LIMIT 1`)
          .get(value) as { name: string } | undefined;
        return row?.name ?? null;
      },
    };
  }
}
