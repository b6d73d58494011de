// The generator behind `npm run generate` (large data sets for benchmarks): tasks through the engine, each in a
// project, on one of that project's statuses, children pointing at a group task of their project.
import { BoardPlaces } from '../src/frappe/doctypes/board-places';
import { effectiveStatuses } from '../src/frappe/doctypes/status-source';
import { seedGeneratedTasks } from '../src/frappe/doctypes/task-generator';
import { prepareDatabase } from '../src/frappe/prepare-database';
import { tempDbPath } from './helpers/server';

it('adds the asked number of valid tasks in one go', () => {
  const resources = prepareDatabase(tempDbPath());
  const { db } = resources;
  const countTasks = () => (db.prepare('SELECT COUNT(*) AS n FROM "tabTask"').get() as { n: number }).n;
  const before = countTasks();
  const ctx = resources.seedContext(resources.registry.get('Task'), new Date());
  db.transaction(() => seedGeneratedTasks(ctx, new BoardPlaces(ctx), 500, Date.now()))();
  expect(countTasks()).toBe(before + 500);

  const tasks = db
    .prepare('SELECT name, project, puxeo_status, parent_task FROM "tabTask" ORDER BY creation LIMIT 500')
    .all() as { name: string; project: string; puxeo_status: string; parent_task: string | null }[];
  for (const task of tasks) {
    expect(effectiveStatuses(db, task.project).map((status) => status.name)).toContain(task.puxeo_status);
    if (task.parent_task) {
      const parent = db.prepare('SELECT project, is_group FROM "tabTask" WHERE name = ?').get(task.parent_task);
      expect(parent).toEqual({ project: task.project, is_group: 1 });
    }
  }
  expect(tasks.some((task) => task.parent_task)).toBe(true);
  db.close();
});
