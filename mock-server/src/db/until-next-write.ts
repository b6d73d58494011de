// Answers kept until the next write to the database. SQLite's total_changes() counts every row this connection
// has inserted, updated or deleted, whoever did it (the resource API, a hook's own SQL, the hourly job, the demo
// apps, a session being refreshed), so a value is reused only while nothing at all has been written since it
// was computed. The mock-server has one connection; nothing else writes to its file while it runs.

import type { Db } from './open';

export class UntilNextWrite<Value> {
  private readonly entries = new Map<string, Value>();
  private version = -1;

  /** `maxEntries`: distinct keys kept; the least recently used goes first. */
  constructor(
    private readonly db: Db,
    private readonly maxEntries: number,
  ) {}

  /** The value for `key` computed since the last write, or what `compute()` gives now (then kept). */
  get(key: string, compute: () => Value): Value {
    const version = this.db.prepare('SELECT total_changes()').pluck().get() as number;
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    if (this.entries.has(key)) {
      const kept = this.entries.get(key) as Value;
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const fresh = compute();
    this.entries.set(key, fresh);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return fresh;
  }
}
