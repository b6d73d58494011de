// Opens the SQLite file and brings it to what the server serves: migrations, the doctypes' tables, the
// migrations of their data, the seeds not yet run and the start-up rules (Task's overdue rule). The server and
// the data generator both start here.
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open';
import { DEMO_MIGRATIONS } from '../demo/migrations';
import { UPLOAD_MIGRATIONS } from '../demo/uploads/upload-migrations';
import { DOCTYPE_DATA_MIGRATIONS } from './data-migrations';
import { DOCTYPES } from './doctypes';
import { FRAPPE_MIGRATIONS } from './migrations';
import type { RealtimePublisher } from '../realtime/publisher';
import { DocTypeRegistry } from './resource/registry';
import { syncDoctypeTables } from './resource/schema';
import { seedDoctypes } from './resource/seed';
import { ResourceService } from './resource/service';

/** `realtime`: where committed document writes are told (none for the data generator). */
export function prepareDatabase(dbPath: string, realtime?: RealtimePublisher): ResourceService {
  const db = openDatabase(dbPath);
  migrate(db, [FRAPPE_MIGRATIONS, DEMO_MIGRATIONS, UPLOAD_MIGRATIONS]);
  const registry = new DocTypeRegistry(DOCTYPES);
  syncDoctypeTables(db, registry.all());
  migrate(db, [DOCTYPE_DATA_MIGRATIONS]);
  const resources = new ResourceService(db, registry, realtime);
  seedDoctypes(resources);
  resources.runStartHooks();
  return resources;
}
