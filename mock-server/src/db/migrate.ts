// Versioned migrations per module: each module (frappe, demo) owns an append-only list of migrations, and
// the schema_versions table records how many of each have run. A module's migrations run in order, each in
// its own transaction with its version bump; modules run in the order given, so a later module may rely on
// an earlier one's tables. Append a migration to add or change a table; never edit one that has shipped.

import type { Db } from './open';

/** SQL to run, or a function for work SQL alone cannot express (e.g. moving rows between layouts). */
export type Migration = string | ((db: Db) => void);

export interface MigrationModule {
  name: string;
  migrations: readonly Migration[];
  /**
   * Databases from before per-module versions kept this module's version in PRAGMA user_version: read it
   * from there the first time.
   */
  versionWasUserVersion?: boolean;
}

function recordedVersions(db: Db, modules: readonly MigrationModule[]): Map<string, number> {
  db.transaction(() => {
    db.exec('CREATE TABLE IF NOT EXISTS schema_versions (module TEXT PRIMARY KEY, version INTEGER NOT NULL)');
    const legacy = Number(db.pragma('user_version', { simple: true }));
    for (const module of modules) {
      if (module.versionWasUserVersion) {
        db.prepare('INSERT OR IGNORE INTO schema_versions(module, version) VALUES (?, ?)').run(module.name, legacy);
      }
    }
  })();
  const rows = db.prepare('SELECT module, version FROM schema_versions').all() as { module: string; version: number }[];
  return new Map(rows.map((r) => [r.module, r.version]));
}

export function migrate(db: Db, modules: readonly MigrationModule[]): void {
  const versions = recordedVersions(db, modules);
  const setVersion = db.prepare(
    'INSERT INTO schema_versions(module, version) VALUES (?, ?) ON CONFLICT(module) DO UPDATE SET version = excluded.version',
  );
  for (const module of modules) {
    const current = versions.get(module.name) ?? 0;
    if (current > module.migrations.length) {
      throw new Error(
        `Database schema of ${module.name} is at version ${current}, newer than this server (${module.migrations.length})`,
      );
    }
    for (const [offset, migration] of module.migrations.slice(current).entries()) {
      const version = current + offset + 1;
      db.transaction(() => {
        if (typeof migration === 'string') db.exec(migration);
        else migration(db);
        setVersion.run(module.name, version);
      })();
    }
  }
  // A server from before per-module versions reads only user_version and knows two migrations: a larger
  // value makes it refuse this file ("newer than this server") instead of using tables that have moved.
  const total = (db.prepare('SELECT SUM(version) AS n FROM schema_versions').get() as { n: number }).n;
  db.pragma(`user_version = ${Math.max(total, 3)}`);
}
