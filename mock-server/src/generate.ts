// Adds generated sample tasks to a database, for benchmarks with large data sets:
//   npm run generate -- --db data/bench.sqlite --tasks 10000
// The database is first brought to what the server serves (tables, sample data); the tasks then go in through
// the same engine as any insert (naming, links, hooks), in one transaction, dated before the existing ones.
import { parseArgs } from 'node:util';
import { BoardPlaces } from './frappe/doctypes/board-places';
import { seedGeneratedTasks } from './frappe/doctypes/task-generator';
import { prepareDatabase } from './frappe/prepare-database';

const DAY_MS = 86_400_000;

const { values } = parseArgs({
  options: { db: { type: 'string' }, tasks: { type: 'string', default: '10000' } },
});
const count = Number(values.tasks);
if (!values.db || !Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Usage: npm run generate -- --db <file.sqlite> [--tasks 10000]  (1 to 1,000,000 tasks)');
  process.exit(2);
}

const started = Date.now();
const resources = prepareDatabase(values.db);
const ctx = resources.seedContext(resources.registry.get('Task'), new Date());
resources.db.transaction(() => seedGeneratedTasks(ctx, new BoardPlaces(ctx), count, started - 100 * DAY_MS))();
const total = (resources.db.prepare('SELECT COUNT(*) AS n FROM "tabTask"').get() as { n: number }).n;
resources.db.close();
console.log(
  `Added ${count} tasks to ${values.db} in ${((Date.now() - started) / 1000).toFixed(1)} s (${total} in all).`,
);
