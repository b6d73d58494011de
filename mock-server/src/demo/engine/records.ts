// One collection as one owner sees it: the schema's checks (./fields.ts) plus what needs the store: ids
// that must name records of the referenced collection, unique text fields, `modified` versions checked
// where the write happens, and removal cascading into the records that refer to the removed one. Every
// operation is one transaction, and tells the engine of each record it changed (but seeds).

import type { Placement } from 'tessera-contracts';
import type { Db } from '../../db/open';
import { nowDatetime } from '../../frappe/datetime';
import { FrappeError, notFound, timestampMismatch, validationError } from '../../frappe/errors';
import type { Params } from '../../frappe/params';
import { clip } from '../../frappe/preview';
import type { CollectionRecords, DemoCollection, DemoRecord, JsonObject } from './definition';
import { readFields, storedValue } from './fields';
import { movedNextTo } from './placement';
import type { RecordStore, Scope, StoredRecord } from './store';

/** What Records needs from the engine: the store, and how collections relate. */
export interface RecordsContext {
  db: Db;
  store: RecordStore;
  /** The owner whose records of `collection` the owner `owner` sees ('' for shared collections). */
  ownerOf(collection: DemoCollection, owner: string): string;
  /** Each collection and ids field that refers to `collection`. */
  referrers(collection: DemoCollection): readonly { collection: DemoCollection; key: string }[];
  /** `writer` changed `record` (as stored, or as it was when removed), of `owner`'s records of `collection`. */
  recordChanged(collection: DemoCollection, record: DemoRecord, owner: string, writer: string): void;
}

export class Records implements CollectionRecords {
  private readonly scope: Scope;

  /** `writer`: the user whose request makes the changes. */
  constructor(
    private readonly engine: RecordsContext,
    readonly collection: DemoCollection,
    owner: string,
    private readonly writer: string,
  ) {
    this.scope = { collection: collection.name, owner };
  }

  private changed(record: DemoRecord): void {
    this.engine.recordChanged(this.collection, record, this.scope.owner, this.writer);
  }

  private get versioned(): boolean {
    return this.collection.versioned !== false;
  }

  private toRecord(stored: StoredRecord): DemoRecord {
    const record: DemoRecord = { id: stored.id };
    for (const [key, field] of Object.entries(this.collection.fields))
      record[key] = storedValue(field, stored.data, key);
    if (this.versioned) record.modified = stored.modified;
    return record;
  }

  private notFound(id: number): FrappeError {
    return notFound(`${this.collection.label} ${id} not found`);
  }

  all(): DemoRecord[] {
    return this.engine.store.list(this.scope, this.collection.ordered ? 'position' : 'id').map((r) => this.toRecord(r));
  }

  where(key: string, value: number | string): DemoRecord[] {
    if (!this.collection.indexed?.includes(key))
      throw new Error(`${this.collection.name}.${key} is not indexed: add it to the collection's \`indexed\``);
    const order = this.collection.ordered ? 'position' : 'id';
    return this.engine.store.listWhere(this.scope, key, value, order).map((r) => this.toRecord(r));
  }

  count(): number {
    return this.engine.store.count(this.scope);
  }

  get(id: number): DemoRecord | null {
    const stored = this.engine.store.get(this.scope, id);
    return stored ? this.toRecord(stored) : null;
  }

  require(id: number): DemoRecord {
    const record = this.get(id);
    if (!record) throw this.notFound(id);
    return record;
  }

  add(values: Params): DemoRecord {
    const record = this.insert(values, this.collection.ordered?.newAt ?? 'bottom');
    this.changed(record);
    return record;
  }

  /** A seed row: like add, but always below the records before it (seeds list records in display order), untold. */
  addSeed(values: Params): DemoRecord {
    return this.insert(values, 'bottom');
  }

  private insert(values: Params, at: 'top' | 'bottom'): DemoRecord {
    const { db, store } = this.engine;
    return db.transaction(() => {
      const data = readFields(this.collection.fields, values, 'add', new Date());
      this.assertIdsExist(data);
      this.assertUnique(data, null);
      return this.toRecord(store.insert(this.scope, data, store.edgePosition(this.scope, at), nowDatetime()));
    })();
  }

  update(id: number, values: Params, expectedModified: string | null): DemoRecord {
    const { db, store } = this.engine;
    const expected = this.versioned ? expectedModified : null;
    return db.transaction(() => {
      const current = store.get(this.scope, id);
      if (!current) throw this.notFound(id);
      // Frappe's check_if_latest, before anything else is looked at.
      if (expected !== null && expected !== current.modified) throw timestampMismatch(expected, current.modified);
      const changes = readFields(this.collection.fields, values, 'update', new Date());
      this.assertIdsExist(changes);
      this.assertUnique(changes, id);
      const result = store.update(this.scope, id, { ...current.data, ...changes }, nowDatetime(), expected);
      if (result.kind === 'missing') throw this.notFound(id);
      if (result.kind === 'stale') throw timestampMismatch(expected ?? '', result.current);
      const saved = this.require(id);
      this.changed(saved);
      return saved;
    })();
  }

  remove(id: number): void {
    const { db, store } = this.engine;
    db.transaction(() => {
      const removed = store.get(this.scope, id);
      if (!removed || !store.delete(this.scope, id)) throw this.notFound(id);
      this.changed(this.toRecord(removed));
      // Losing the referenced record changes each record that referred to it.
      for (const { collection, key } of this.engine.referrers(this.collection)) {
        for (const referring of store.referring(collection.name, key, id)) {
          const ids = referring.data[key];
          const kept = Array.isArray(ids) ? ids.filter((other) => other !== id) : [];
          const data = { ...referring.data, [key]: kept };
          store.update(
            { collection: collection.name, owner: referring.owner },
            referring.id,
            data,
            nowDatetime(),
            null,
          );
          this.engine.recordChanged(collection, { ...data, id: referring.id }, referring.owner, this.writer);
        }
      }
    })();
  }

  clear(): void {
    const { db, store } = this.engine;
    // Nested transactions are savepoints: one failure undoes every removal.
    db.transaction(() => {
      for (const { id } of store.list(this.scope, 'id')) this.remove(id);
    })();
  }

  move(id: number, placement: Placement): void {
    const { db, store } = this.engine;
    db.transaction(() => {
      const order = store.list(this.scope, 'position').map((record) => ({ id: record.id }));
      const moved = movedNextTo(order, id, placement, { label: this.collection.label, where: 'in the list' });
      store.setPositions(
        this.scope,
        moved.map((record) => record.id),
      );
      this.changed(this.require(id));
    })();
  }

  private assertIdsExist(data: JsonObject): void {
    for (const [key, field] of Object.entries(this.collection.fields)) {
      const ids = data[key];
      if (field.type !== 'ids' || !Array.isArray(ids)) continue;
      const target = {
        collection: field.collection.name,
        owner: this.engine.ownerOf(field.collection, this.scope.owner),
      };
      const unknown = ids.filter((id) => typeof id !== 'number' || this.engine.store.get(target, id) === null);
      if (unknown.length) {
        throw validationError(`Unknown ${field.collection.label.toLowerCase()} id(s): ${clip(unknown.join(', '))}`);
      }
    }
  }

  private assertUnique(data: JsonObject, selfId: number | null): void {
    for (const [key, field] of Object.entries(this.collection.fields)) {
      const value = data[key];
      if (field.type !== 'text' || !field.unique || typeof value !== 'string' || value === '') continue;
      if (this.engine.store.findByText(this.scope, key, value, selfId) !== null) {
        throw new FrappeError('DuplicateEntryError', `${this.collection.label} ${clip(value)} already exists`, {
          title: 'Duplicate Name',
        });
      }
    }
  }
}
