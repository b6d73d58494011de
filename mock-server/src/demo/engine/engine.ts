// The demo collections of one server: checks their definitions on start, seeds them once per database
// (shared ones at start-up; per-user ones for each user on their first request), hands out a
// collection as a given user sees it, and tells its listener of each committed change (./changes.ts).

import { afterCommit } from '../../db/after-commit';
import type { Db } from '../../db/open';
import { seedOnce } from '../../db/seed-log';
import type { RequestUser } from '../../frappe/roles';
import { IGNORE_CHANGES, type DemoChangeListener } from './changes';
import type { DemoCollection, DemoRecord, RecordLookup, SeedContext } from './definition';
import { Records, type RecordsContext } from './records';
import { FIELD_KEY, RecordStore } from './store';

const COLLECTION_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const URL_BASE = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*$/;
const RESERVED_KEYS = new Set(['id', 'modified']);

/** The seed log's key for a collection's seed (per owner for per-user collections). */
export function seedKey(collection: string, owner: string): string {
  return owner === '' ? `demo:${collection}` : `demo:${collection}:${owner}`;
}

export class DemoEngine implements RecordsContext {
  readonly store: RecordStore;
  private readonly byName = new Map<string, DemoCollection>();
  /** Seed keys known to be done in this process, so a request costs no seed-log query. */
  private readonly seeded = new Set<string>();
  /** Indexed field keys by their lowercase form. */
  private readonly indexedKeys = new Map<string, string>();

  constructor(
    readonly db: Db,
    collections: readonly DemoCollection[],
    private readonly onChange: DemoChangeListener = IGNORE_CHANGES,
  ) {
    this.store = new RecordStore(db);
    for (const collection of collections) this.register(collection);
    for (const collection of collections) this.checkReferences(collection);
  }

  private register(collection: DemoCollection): void {
    const { name, base } = collection;
    if (!COLLECTION_NAME.test(name))
      throw new Error(`Demo collection name "${name}" must be lowercase words joined by "-"`);
    if (this.byName.has(name)) throw new Error(`Demo collection ${name} is defined twice`);
    if (base !== undefined) {
      if (!URL_BASE.test(base))
        throw new Error(`${name}: base "${base}" must be a path such as "todo" (no leading slash)`);
      const clash = this.collections().find((other) => other.base === base);
      if (clash) throw new Error(`${name}: base "${base}" is already ${clash.name}'s`);
    }
    for (const [key, field] of Object.entries(collection.fields)) {
      // Keys become JSON paths in SQL (./store.ts) and parameter names: plain identifiers only.
      if (!FIELD_KEY.test(key) || RESERVED_KEYS.has(key)) throw new Error(`${name}: "${key}" cannot be a field name`);
      // An object's fields, or those of a list's objects.
      const nested =
        field.type === 'object'
          ? field.fields
          : field.type === 'list' && field.item.type === 'object'
            ? field.item.fields
            : null;
      if (!nested) continue;
      for (const [inner, innerField] of Object.entries(nested)) {
        if (!FIELD_KEY.test(inner)) throw new Error(`${name}: "${key}.${inner}" cannot be a field name`);
        // The store looks unique values up by top-level key only.
        if (innerField.type === 'text' && innerField.unique)
          throw new Error(
            `${name}: ${key}.${inner} cannot be unique inside ${field.type === 'list' ? 'a list' : 'an object'}`,
          );
      }
    }
    for (const key of collection.indexed ?? []) {
      const type = collection.fields[key]?.type;
      if (type !== 'integer' && type !== 'number' && type !== 'text')
        throw new Error(`${name}: only a top-level number or text field can be indexed, not "${key}"`);
      // SQLite's index names ignore case, and the store names a field's index after its key.
      const named = this.indexedKeys.get(key.toLowerCase());
      if (named !== undefined && named !== key)
        throw new Error(`${name}: indexed field "${key}" differs only in case from another collection's "${named}"`);
      this.indexedKeys.set(key.toLowerCase(), key);
      this.store.ensureFieldIndex(key);
    }
    this.byName.set(name, collection);
  }

  private checkReferences(collection: DemoCollection): void {
    for (const [key, field] of Object.entries(collection.fields)) {
      if (field.type !== 'ids') continue;
      if (this.byName.get(field.collection.name) !== field.collection) {
        throw new Error(`${collection.name}.${key} refers to ${field.collection.name}, which is not registered`);
      }
      if (collection.scope === 'shared' && field.collection.scope === 'user') {
        throw new Error(
          `${collection.name}.${key}: a shared collection cannot refer to the per-user ${field.collection.name}`,
        );
      }
    }
  }

  collections(): DemoCollection[] {
    return [...this.byName.values()];
  }

  ownerOf(collection: DemoCollection, owner: string): string {
    return collection.scope === 'shared' ? '' : owner;
  }

  referrers(collection: DemoCollection): { collection: DemoCollection; key: string }[] {
    return this.collections().flatMap((other) =>
      Object.entries(other.fields)
        .filter(([, field]) => field.type === 'ids' && field.collection === collection)
        .map(([key]) => ({ collection: other, key })),
    );
  }

  recordChanged(collection: DemoCollection, record: DemoRecord, owner: string, writer: string): void {
    const parentId = collection.parent ? record[collection.parent.field] : undefined;
    const change = {
      collection: collection.name,
      name: record.id,
      user: writer,
      parent:
        collection.parent && typeof parentId === 'number'
          ? { collection: collection.parent.collection, name: parentId }
          : null,
      readers: collection.scope === 'user' ? [owner] : (collection.audience?.(record, this.sharedRecord) ?? null),
    };
    afterCommit(this.db, () => this.onChange(change));
  }

  private readonly sharedRecord: RecordLookup = (name, id) => {
    const collection = this.byName.get(name);
    if (!collection || collection.scope !== 'shared') return null;
    return new Records(this, collection, '', '').get(id);
  };

  /** Seeds every shared collection not seeded before (start-up). */
  seedShared(now: Date = new Date()): void {
    for (const collection of this.collections()) {
      if (collection.scope === 'shared') this.ensureSeeded(collection, '', now);
    }
  }

  /** `collection` as `user` sees it; a per-user collection gets its seed on the user's first use. */
  records(collection: DemoCollection, user: RequestUser): Records {
    if (this.byName.get(collection.name) !== collection)
      throw new Error(`Demo collection ${collection.name} is not registered`);
    const owner = this.ownerOf(collection, user.name);
    this.ensureSeeded(collection, owner, new Date());
    return new Records(this, collection, owner, user.name);
  }

  private ensureSeeded(collection: DemoCollection, owner: string, now: Date): void {
    const key = seedKey(collection.name, owner);
    if (this.seeded.has(key)) return;
    // Marked before the collections it refers to are seeded, so that two referring to each other end.
    this.seeded.add(key);
    try {
      // Those first: its seed refers to their seeded records.
      for (const field of Object.values(collection.fields)) {
        if (field.type === 'ids') this.ensureSeeded(field.collection, this.ownerOf(field.collection, owner), now);
      }
      const seed = collection.seed;
      if (!seed) return;
      const records = new Records(this, collection, owner, owner);
      seedOnce(
        this.db,
        key,
        () => records.count() > 0,
        () => {
          for (const row of seed(this.seedContext(owner, now))) records.addSeed(row);
        },
      );
    } catch (error) {
      this.seeded.delete(key);
      throw error;
    }
  }

  private seedContext(owner: string, now: Date): SeedContext {
    return {
      now,
      idsBy: (collection, field) => {
        const scope = { collection: collection.name, owner: this.ownerOf(collection, owner) };
        return new Map(this.store.list(scope, 'id').map((r) => [String(r.data[field]), r.id]));
      },
    };
  }
}
