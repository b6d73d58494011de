// Which statuses a project's tasks move through: its own when it has `is_custom`, else its space's, in order.

import type { Db } from '../../db/open';

export interface StatusRef {
  name: string;
  name1: string;
}

export function effectiveStatuses(db: Db, project: string): StatusRef[] {
  const row = db.prepare('SELECT space, is_custom FROM "tabProject" WHERE name = ?').get(project) as
    { space: string | null; is_custom: number | null } | undefined;
  if (!row) return [];
  const [column, parent] = row.is_custom ? ['project', project] : ['space', row.space ?? ''];
  return db
    .prepare(`SELECT name, name1 FROM "tabPuxeo Statuses" WHERE ${column} = ? ORDER BY position, creation, name`)
    .all(parent) as StatusRef[];
}

/**
 * After a project's status source or space changed: each task whose status is not among the project's
 * statuses takes the one of the same name (case-insensitive), else the first; `modified` moves with it, so a
 * client holding the old task gets the stale-document refusal instead of overwriting the move.
 */
export function remapTaskStatuses(db: Db, project: string, timestamp: string, user: string): number {
  const statuses = effectiveStatuses(db, project);
  // A project switched to its own statuses before it has any keeps its tasks where they are until it does.
  const first = statuses[0];
  if (!first) return 0;
  const valid = new Set(statuses.map((status) => status.name));
  const byName = new Map(statuses.map((status) => [status.name1.trim().toLowerCase(), status.name]));
  const tasks = db
    .prepare(
      `SELECT t.name, t.puxeo_status, s.name1 FROM "tabTask" t LEFT JOIN "tabPuxeo Statuses" s ON s.name = t.puxeo_status
       WHERE t.project = ? AND t.puxeo_status IS NOT NULL AND t.puxeo_status != ''`,
    )
    .all(project) as { name: string; puxeo_status: string; name1: string | null }[];
  const update = db.prepare('UPDATE "tabTask" SET puxeo_status = ?, modified = ?, modified_by = ? WHERE name = ?');
  let moved = 0;
  for (const task of tasks) {
    if (valid.has(task.puxeo_status)) continue;
    update.run(byName.get((task.name1 ?? '').trim().toLowerCase()) ?? first.name, timestamp, user, task.name);
    moved += 1;
  }
  return moved;
}
