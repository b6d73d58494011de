// The upload demo's table, a migration module of its own (the files are bytes, which the collection store's
// JSON records cannot hold). Append a migration to change it; never edit one that has shipped.

import type { MigrationModule } from '../../db/migrate';

export const UPLOAD_MIGRATIONS: MigrationModule = {
  name: 'demo-upload',
  migrations: [
    `
      CREATE TABLE demo_upload (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        owner TEXT NOT NULL,
        file_name TEXT NOT NULL,
        content_type TEXT NOT NULL,
        file_size INTEGER NOT NULL,
        content BLOB NOT NULL,
        creation TEXT NOT NULL
      );
      CREATE INDEX demo_upload_owner ON demo_upload(owner, id);
    `,
  ],
};
