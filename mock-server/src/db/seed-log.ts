// Seeds run once per database. The seed_log table records each one that ran ("doctype:User", "demo:todo",
// "demo:note:ed@x.dev"), so deleting every sample record does not bring them back on the next start, and a
// definition added later is still seeded on an existing database. A database from before the log has data
// but no entries: a seed whose records already exist is recorded as done without running.

import { nowDatetime } from '../frappe/datetime';
import type { Db } from './open';

export function wasSeeded(db: Db, key: string): boolean {
  return db.prepare('SELECT 1 FROM seed_log WHERE key = ?').get(key) !== undefined;
}

export function recordSeeded(db: Db, key: string): void {
  db.prepare('INSERT OR IGNORE INTO seed_log(key, seeded_at) VALUES (?, ?)').run(key, nowDatetime());
}

/** Runs `seed` (in one transaction with its log entry) unless it ran before or `hasRecords()` says data exists. */
export function seedOnce(db: Db, key: string, hasRecords: () => boolean, seed: () => void): void {
  if (wasSeeded(db, key)) return;
  db.transaction(() => {
    if (!hasRecords()) seed();
    recordSeeded(db, key);
  })();
}
