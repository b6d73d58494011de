// Changes to the data in the doctypes' tables, each run once per database, after the tables have every column
// of their definitions (./resource/schema.ts) and before the seeds. Append a migration; never edit one that has
// shipped. On a new database they find the tables empty.

import type { MigrationModule } from '../db/migrate';
import { rankUnrankedTasks } from './doctypes/task-ranks';

export const DOCTYPE_DATA_MIGRATIONS: MigrationModule = {
  name: 'frappe-data',
  migrations: [
    // 1: board ranks (Task.kanban_rank) from the board positions (kanban_position) tasks had before.
    (db) => void rankUnrankedTasks(db),
  ],
};
