// Puxeo's Spaces: the top of the tree (space → projects → tasks). Each has its own statuses (Puxeo Statuses
// linking to it). Deleting a space removes what it owns (its statuses, its projects and theirs) and is refused
// while any of its projects still has tasks.

import type { Db } from '../../db/open';
import { validationError } from '../errors';
import { clip } from '../preview';
import type { DocTypeDef } from '../resource/doctype';
import { seedSpaces } from './space-seed';
import { uniqueWithinParent } from './unique-within-parent';

export const SPACES: DocTypeDef = {
  name: 'Spaces',
  naming: { kind: 'hash' },
  sortOrder: 'creation asc',
  fields: [
    { fieldname: 'name1', fieldtype: 'Data', label: 'Name', reqd: true },
    { fieldname: 'color', fieldtype: 'Color', label: 'Color' },
    { fieldname: 'archived', fieldtype: 'Check', label: 'Archived', default: 0 },
  ],
  permissions: { read: 'guest', write: 'editor', delete: 'admin' },
  hooks: {
    validate: (doc, { db }) => uniqueWithinParent(db, 'Spaces', doc, null),
    onTrash: (doc, { db }) => trashSpace(db, String(doc.name), String(doc.name1 ?? doc.name)),
  },
  seed: seedSpaces,
};

function trashSpace(db: Db, space: string, label: string): void {
  const tasks = db
    .prepare(`SELECT COUNT(*) AS n FROM "tabTask" WHERE project IN (SELECT name FROM "tabProject" WHERE space = ?)`)
    .get(space) as { n: number };
  if (tasks.n > 0) {
    throw validationError(
      `${clip(label)} cannot be deleted while its projects have tasks (${tasks.n}). Move or delete them first.`,
    );
  }
  db.prepare(`DELETE FROM "tabPuxeo Statuses" WHERE project IN (SELECT name FROM "tabProject" WHERE space = ?)`).run(
    space,
  );
  db.prepare('DELETE FROM "tabProject" WHERE space = ?').run(space);
  db.prepare('DELETE FROM "tabPuxeo Statuses" WHERE space = ?').run(space);
}
