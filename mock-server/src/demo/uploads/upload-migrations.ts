// The upload demo's table, a migration module of its own (the files are bytes, which the collection store's
// JSON records cannot hold). Append a migration to change it; never edit one that has shipped. It runs after
// the demo module's, so a migration may read the demo collections' records.

import type { Db } from '../../db/open';
import type { MigrationModule } from '../../db/migrate';
import { adoptBoardAttachments } from '../apps/scrum-board';

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
    // 2: a file can be held by a demo record (a scrum board holds its cards' attachments): whoever can read
    // the record can download it. Without a holder it is its owner's alone, as before. Files attached to
    // cards before this become their board's.
    (db: Db) => {
      db.exec(`
        ALTER TABLE demo_upload ADD COLUMN holder_collection TEXT;
        ALTER TABLE demo_upload ADD COLUMN holder_id INTEGER;
        CREATE INDEX demo_upload_holder ON demo_upload(holder_collection, holder_id);
      `);
      adoptBoardAttachments(db);
    },
  ],
};
