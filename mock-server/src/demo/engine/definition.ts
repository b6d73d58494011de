// A demo collection is declared, not coded: a name, a URL base, its fields as a schema, seed data and
// options. The engine keeps every collection's records in one store (./store.ts), checks requests against
// the schema (./fields.ts) and serves the standard endpoints under /api/<base> (./routes.ts):
//   GET /all, GET ?id=, POST /add, /update, /delete, and /reorder for ordered collections.
// Endpoints a generic collection cannot express (a board's "move card", a cart's "checkout") go in
// `routes`, on the same store and behind the same sign-in and role checks; an API whose paths or answers differ
// from the standard ones turns those off (`standardRoutes: false`) and declares its own. To add a demo
// app, put a file in ../apps/ whose default export lists its collections (./load-apps.ts).

import type { Placement } from 'tessera-contracts';
import type { Db } from '../../db/open';
import type { Params } from '../../frappe/params';
import type { RequestUser } from '../../frappe/roles';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

interface FieldOptions<T> {
  /** `add` must send it; a required text must also not be empty (after trimming). */
  required?: boolean;
  /** The value when `add` does not send the field; a function gets the request's time. */
  default?: T | ((now: Date) => T);
  /** The field's name in length and range messages (default its key): "Tag name must be 1 to 40 characters long". */
  label?: string;
  /** Replaces "<key> must be <kind>, got <value>", where an API's original wording differs. */
  typeMessage?: string;
}

export interface TextField extends FieldOptions<string> {
  type: 'text';
  /** Surrounding spaces are dropped before checking and storing. */
  trim?: boolean;
  /** Length bounds, after trimming; `required` implies a minimum of 1. */
  min?: number;
  max?: number;
  /** The allowed values (an optional field may also be empty). */
  enum?: readonly string[];
  /** No two records the same user sees hold the same value, ignoring case: 409 DuplicateEntryError. */
  unique?: boolean;
  /**
   * 'path': a path in this app ("/projects/all"), never another site: it starts with a single "/" (not
   * "//host" or "/\host", which browsers read as another host) and holds no control characters.
   * 'email': an address such as "ann@example.com".
   * 'image': a picture the app itself holds: a path in this app (as 'path') or a `data:image/…` URI (png,
   * jpeg, gif, webp or svg+xml), never another site's address.
   */
  format?: 'path' | 'email' | 'image';
}

export interface BooleanField extends FieldOptions<boolean> {
  type: 'boolean';
}

export interface NumberField extends FieldOptions<number> {
  /** 'integer' takes whole numbers only. */
  type: 'integer' | 'number';
  min?: number;
  max?: number;
  /** At most this many digits after the point ("price must have at most 2 decimals"), e.g. money. */
  decimals?: number;
}

/** A moment as ISO 8601 text: anything Date.parse reads is accepted and stored as toISOString(). */
export interface DatetimeField extends FieldOptions<string> {
  type: 'datetime';
}

/**
 * Ids of records of another collection, kept in ascending order without repeats. An id naming no record →
 * 417; deleting a record there removes its id here and moves the referring record's `modified`.
 */
export interface IdsField extends FieldOptions<number[]> {
  type: 'ids';
  collection: DemoCollection;
}

export type ScalarField = TextField | BooleanField | NumberField | DatetimeField;

/** The field types an object field or a list may hold. */
export type NestedField = ScalarField | ObjectField | ListField;

/**
 * A small JSON object of named values, e.g. an icon's `{ name, color }`, checked field by field ("icon.name
 * is required"); sent whole on add and update. Keys it does not declare are dropped; fields it does not
 * get take their default, as on add.
 */
export interface ObjectField extends FieldOptions<JsonObject> {
  type: 'object';
  fields: Readonly<Record<string, NestedField>>;
}

/**
 * A JSON list whose items are all of one kind (`item`), each checked as a field ("list[2].title is
 * required"), e.g. a board's columns of cards or an invoice's items; sent whole. Empty by default; `min`
 * and `max` bound the number of items.
 */
export interface ListField extends FieldOptions<JsonValue[]> {
  type: 'list';
  item: NestedField;
  min?: number;
  max?: number;
}

export type FieldSchema = ScalarField | IdsField | ObjectField | ListField;
export type Fields = Readonly<Record<string, FieldSchema>>;

type FieldFor<V> = V extends boolean
  ? BooleanField
  : V extends readonly number[]
    ? IdsField | ListField
    : V extends readonly unknown[]
      ? ListField
      : V extends number
        ? NumberField
        : V extends string
          ? TextField | DatetimeField
          : V extends object
            ? ObjectField
            : never;

/**
 * The schema a record type calls for, field by field. `fields: {…} satisfies SchemaFor<TodoFields>` keeps a
 * collection's schema and the type shared with the front end (tessera-contracts) in step.
 */
export type SchemaFor<T> = { readonly [K in keyof T]-?: FieldFor<T[K]> };

/** A record as the API sends it: its id, every field of the schema, and `modified` when versioned. */
export interface DemoRecord {
  id: number;
  modified?: string;
  [field: string]: JsonValue | undefined;
}

/** One collection as one signed-in user sees it (all of it when shared, their own records otherwise). */
export interface CollectionRecords {
  /** In display order (ordered collections) or by id. */
  all(): DemoRecord[];
  /** Those whose field `key` (one of the collection's `indexed`) is `value`, in the same order as all(). */
  where(key: string, value: number | string): DemoRecord[];
  count(): number;
  get(id: number): DemoRecord | null;
  /** The record, or 404 "<Label> <id> not found". */
  require(id: number): DemoRecord;
  /** Checks `values` against the schema and adds a record (at the top or bottom of ordered collections). */
  add(values: Params): DemoRecord;
  /**
   * Changes the fields present in `values`. With `expectedModified`, only if the record is still at that
   * version (else 417 TimestampMismatchError); null skips the check.
   */
  update(id: number, values: Params, expectedModified: string | null): DemoRecord;
  /** Deletes the record (404 when missing) and drops its id from the records that refer to it. */
  remove(id: number): void;
  /** Deletes every record, as `remove` does each (in a shared collection: everyone's). */
  clear(): void;
  /**
   * Moves record `id` just before or after another (404 when `id` is missing; 417 TimestampMismatchError when
   * the other one is), in one transaction: concurrent moves of different records all hold.
   */
  move(id: number, placement: Placement): void;
}

/** What a custom handler gets; its return value is the answer. */
export interface CollectionCall {
  /** The JSON body or form fields over the query string. */
  params: Params;
  user: RequestUser;
  /** The handler's own collection, as the signed-in user sees it. */
  records: CollectionRecords;
  /** Another collection, as the signed-in user sees it. */
  recordsOf(collection: DemoCollection): CollectionRecords;
  /** The server's database, for what an app keeps beside its records (a board's attachments, in the uploads). */
  db: Db;
}

export type CustomHandler = (call: CollectionCall) => unknown;

export interface PostOptions {
  /**
   * The collections the endpoint changes, when not its own collection: what decides whether a GUEST may call it
   * (see `guestMayWrite`). The shop's cart endpoints, on the shared catalogue's base, name the cart.
   */
  changes: readonly DemoCollection[];
}

export interface CustomRoutes {
  /** A read: it may change no shared record a GUEST may not change (those are handed to it read-only). */
  get(path: string, handler: CustomHandler): void;
  /** A change, by default to the endpoint's own collection; `options.changes` names the collections otherwise. */
  post(path: string, handler: CustomHandler, options?: PostOptions): void;
}

export interface SeedContext {
  /** When seeding started; seeds date their records relative to it. */
  now: Date;
  /** Ids of another collection's records by a text field's value (seeded first), e.g. tag ids by name. */
  idsBy(collection: DemoCollection, field: string): ReadonlyMap<string, number>;
}

export interface DemoCollection {
  /** Key of its records in the store (lowercase words joined by "-"): never rename once data exists. */
  name: string;
  /** Singular noun for messages: "Todo 9 not found", "Tag urgent already exists", "a list of tag ids". */
  label: string;
  /** Path under /api of the standard endpoints; without one, only custom handlers reach the collection. */
  base?: string;
  /** Serve the standard endpoints under `base` (default true); false leaves the paths to `routes`. */
  standardRoutes?: boolean;
  /** 'shared': one set of records for every signed-in user; 'user': each user's own (owner = the session's user). */
  scope: 'shared' | 'user';
  /**
   * A shared collection is team data: an EDITOR or above changes it, a GUEST only reads it (403). `true` lets a
   * GUEST change it too, for shared records that are each user's own entries and whose endpoints let a user
   * change only their own (chat messages, the inbox's deliveries).
   */
  guestMayWrite?: boolean;
  /** Records keep the order clients give them (POST reorder), new ones at the top or bottom; otherwise by id. */
  ordered?: { newAt: 'top' | 'bottom' };
  /** Records carry `modified` and updates may send it back to be checked (default true). */
  versioned?: boolean;
  fields: Fields;
  /**
   * Top-level number or text fields that `where` selects by. Each gets an index in the store, so a read
   * costs the matching records, not the whole collection; `where` refuses any other field.
   */
  indexed?: readonly string[];
  /**
   * Sample records in display order, added through the schema once per database (for a per-user
   * collection: once per user, on their first request).
   */
  seed?: (ctx: SeedContext) => readonly Params[];
  /** Names the app in "Please sign in to use the <app> app" (default the collection's name). */
  app?: string;
  /**
   * Who sees a record of a shared collection whose endpoints show each record to some users only (a chat room:
   * its two people): their user names. Without it a shared record is every signed-in user's, a per-user one its
   * owner's. It decides whom a change is told to (`demo_update`, ../../realtime/demo-events.ts).
   */
  audience?: (record: DemoRecord, recordOf: RecordLookup) => readonly string[];
  /**
   * The field holding the id of the record this one belongs to, and that record's collection (a chat message's
   * room), sent with each change so that a client refetches that one only.
   */
  parent?: { field: string; collection: string };
  /** Extra endpoints under the collection's base. */
  routes?: (api: CustomRoutes) => void;
}

/** A record of a shared collection by its collection's name and id, or null. */
export type RecordLookup = (collection: string, id: number) => DemoRecord | null;

/** What a file in ../apps/ exports by default: its collections. */
export type DemoApp = readonly DemoCollection[];
