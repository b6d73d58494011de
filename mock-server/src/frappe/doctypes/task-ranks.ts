// Board ranks (Task.kanban_rank) for tasks that have none: after the last rank given, in the order their old
// `kanban_position` put them on every board (equal positions by name, as the board sorted them), so each
// column keeps its order. Run once over the data of a database from before ranks (../data-migrations.ts);
// `modified` is not touched, as for ERPNext's own scheduled changes.

import { isRank, ranksAfter } from 'tessera-contracts';
import type { Db } from '../../db/open';

/** The highest rank key a task has, or null when none has one. */
export function lastTaskRank(db: Db): string | null {
  const ranks = db
    .prepare(`SELECT kanban_rank FROM "tabTask" WHERE IFNULL(kanban_rank, '') != ''`)
    .pluck()
    .all() as string[];
  return ranks.filter(isRank).reduce<string | null>((last, rank) => (last === null || rank > last ? rank : last), null);
}

/** Gives every task without a rank one; answers how many it gave. */
export function rankUnrankedTasks(db: Db): number {
  const unranked = db
    .prepare(
      `SELECT name FROM "tabTask" WHERE IFNULL(kanban_rank, '') = ''
       ORDER BY IFNULL(kanban_position, 0), name COLLATE BINARY`,
    )
    .pluck()
    .all() as string[];
  const ranks = ranksAfter(lastTaskRank(db), unranked.length);
  const update = db.prepare('UPDATE "tabTask" SET kanban_rank = ? WHERE name = ?');
  unranked.forEach((name, index) => update.run(ranks[index], name));
  return unranked.length;
}
