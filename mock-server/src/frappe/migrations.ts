// The frappe module's own tables (everything that is not a doctype): sessions, passwords, naming series
// counters, outbox, reset keys, the seed log and user settings. Append a migration to add or change a table;
// never edit one that has shipped. Doctype tables are created from their definitions by ./resource/schema.ts.
// Migrations 1 and 2 also created the todo app's tables; the demo module's first migration moves their
// rows into its store and drops them (../demo/migrations.ts).

import type { MigrationModule } from '../db/migrate';

const MIGRATIONS: readonly string[] = [
  // 1: sessions, passwords, naming series counters, outbox, demo todo app
  `
  CREATE TABLE sessions (
    sid TEXT PRIMARY KEY,
    user TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    last_seen INTEGER NOT NULL
  );
  CREATE INDEX sessions_user ON sessions(user);

  -- Frappe keeps passwords outside document tables (its __Auth table), so no document query can reach them.
  CREATE TABLE auth (
    doctype TEXT NOT NULL,
    name TEXT NOT NULL,
    fieldname TEXT NOT NULL,
    hash TEXT NOT NULL,
    PRIMARY KEY (doctype, name, fieldname)
  );

  -- Frappe's tabSeries: the last number used for each naming-series prefix.
  CREATE TABLE series (
    name TEXT PRIMARY KEY,
    current INTEGER NOT NULL
  );

  -- Mail that would have been sent (sign-up, password reset), so a developer can read the links.
  CREATE TABLE email_queue (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );

  -- Password-reset keys (Frappe stores a sha256 of the key on the User).
  CREATE TABLE reset_keys (
    user TEXT PRIMARY KEY,
    key_hash TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE todo_tag (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL
  );
  CREATE UNIQUE INDEX todo_tag_name ON todo_tag(name COLLATE NOCASE);

  CREATE TABLE todo (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    important INTEGER NOT NULL DEFAULT 0,
    starred INTEGER NOT NULL DEFAULT 0,
    done INTEGER NOT NULL DEFAULT 0,
    read INTEGER NOT NULL DEFAULT 0,
    selected INTEGER NOT NULL DEFAULT 0,
    start_date TEXT NOT NULL,
    due_date TEXT NOT NULL
  );

  CREATE TABLE todo_tag_link (
    todo_id INTEGER NOT NULL REFERENCES todo(id) ON DELETE CASCADE,
    tag_id INTEGER NOT NULL REFERENCES todo_tag(id) ON DELETE CASCADE,
    PRIMARY KEY (todo_id, tag_id)
  );
  `,
  // 2: todo.modified, for optimistic concurrency like a document's `modified` (Frappe's check_if_latest).
  // Existing rows get the migration time in nowDatetime()'s format ("YYYY-MM-DD HH:MM:SS.ffffff", local).
  `
  ALTER TABLE todo ADD COLUMN modified TEXT NOT NULL DEFAULT '';
  UPDATE todo SET modified = strftime('%Y-%m-%d %H:%M:%f', 'now', 'localtime') || '000';
  `,
  // 3: which seeds have run (../db/seed-log.ts), so each runs once per database.
  `
  CREATE TABLE seed_log (
    key TEXT PRIMARY KEY,
    seeded_at TEXT NOT NULL
  );
  `,
  // 4: Frappe's __UserSettings: each user's settings per doctype, as JSON text (./user-settings.ts).
  `
  CREATE TABLE user_settings (
    user TEXT NOT NULL,
    doctype TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (user, doctype)
  );
  `,
];

export const FRAPPE_MIGRATIONS: MigrationModule = {
  name: 'frappe',
  migrations: MIGRATIONS,
  versionWasUserVersion: true,
};
