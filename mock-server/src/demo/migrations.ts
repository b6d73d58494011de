// The demo module's tables. Append a migration to add or change a table; never edit one that has shipped.

import type { MigrationModule } from '../db/migrate';
import { PRODUCTS, REVIEWS } from './apps/ecommerce';
import { pictureStoredProducts } from './apps/ecommerce/stored-product-pictures';
import { nameStoredReviewers } from './apps/ecommerce/stored-reviewer-names';
import { SCRUM_BOARDS } from './apps/scrum-board';
import { rankStoredBoards } from './apps/scrum-board/card-ranks';
import { moveLegacyTodoTables } from './legacy-todo-tables';

export const DEMO_MIGRATIONS: MigrationModule = {
  name: 'demo',
  migrations: [
    // 1: one store for the records of every demo collection (./engine/store.ts); the todo app's rows move
    // in from the tables the frappe module's migrations 1 and 2 made, which then go.
    (db) => {
      db.exec(`
        CREATE TABLE demo_record (
          collection TEXT NOT NULL,
          id INTEGER NOT NULL,
          owner TEXT NOT NULL,
          position INTEGER NOT NULL,
          data TEXT NOT NULL,
          modified TEXT NOT NULL,
          PRIMARY KEY (collection, id)
        );
        CREATE INDEX demo_record_owner ON demo_record(collection, owner, position);

        -- The last id given out per collection; ids are never reused.
        CREATE TABLE demo_sequence (
          collection TEXT PRIMARY KEY,
          last_id INTEGER NOT NULL
        );
      `);
      moveLegacyTodoTables(db);
    },
    // 2: scrum cards have a rank (./apps/scrum-board/card-ranks.ts); stored boards' cards get theirs in the
    // order their columns hold them.
    (db) => rankStoredBoards(db, SCRUM_BOARDS.name),
    // 3: shop products' pictures are files with a gallery (./apps/ecommerce/stored-product-pictures.ts).
    (db) => pictureStoredProducts(db, PRODUCTS.name),
    // 4: a review keeps its author's full name (./apps/ecommerce/stored-reviewer-names.ts).
    (db) => nameStoredReviewers(db, REVIEWS.name),
  ],
};
