// Opens the one SQLite file the server keeps everything in (WAL, foreign keys on), with its prepared
// statements reused (compiling the same SQL again on every request was a tenth of the task list's cost) and its
// transactions running the work queued for after their commit (./after-commit.ts).

import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { trackCommits } from './after-commit';

export type Db = Database.Database;

/** Distinct SQL texts kept compiled; list queries vary with their fields and filters, so the cache is bounded. */
const STATEMENT_CACHE_SIZE = 500;

export function openDatabase(dbPath: string): Db {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  reusePreparedStatements(db);
  trackCommits(db);
  return db;
}

/**
 * `db.prepare(sql)` hands out one compiled statement per SQL text. A statement's output mode (raw, pluck,
 * expand) sticks to it, so a reused one is reset to plain objects first: each caller sets the mode it wants,
 * as it would on a new statement. Nothing here uses `.iterate()`, the one use that could overlap.
 */
function reusePreparedStatements(db: Db): void {
  const compile = db.prepare.bind(db);
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    const cached = cache.get(sql);
    if (cached) {
      // Least recently used goes first: re-inserting moves it to the end.
      cache.delete(sql);
      cache.set(sql, cached);
      if (cached.reader) cached.raw(false).pluck(false).expand(false);
      return cached;
    }
    const statement = compile(sql);
    cache.set(sql, statement);
    if (cache.size > STATEMENT_CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return statement;
  }) as Db['prepare'];
}
