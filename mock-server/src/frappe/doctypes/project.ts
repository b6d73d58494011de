// ERPNext's Project with all of its fields and Puxeo's custom ones (./project-fields.ts): its space, colour,
// status source (`is_custom`: its own statuses instead of its space's) and `archived`. ERPNext names projects
// from a series and requires a unique `project_name`. Switching the status source moves the project's tasks
// onto the new set of statuses.

import type { Db } from '../../db/open';
import { validationError } from '../errors';
import { clip } from '../preview';
import type { DocTypeDef } from '../resource/doctype';
import { PROJECT_FIELDS } from './project-fields';
import { seedProjects } from './project-seed';
import { remapTaskStatuses } from './status-source';
import { uniqueWithinParent } from './unique-within-parent';

export const PROJECT: DocTypeDef = {
  name: 'Project',
  naming: { kind: 'series', pattern: 'PROJ-.####' },
  sortOrder: 'creation asc',
  fields: PROJECT_FIELDS,
  permissions: { read: 'guest', write: 'editor', delete: 'admin' },
  hooks: {
    // ERPNext's project_name is unique across the site.
    validate: (doc, { db }) => uniqueWithinParent(db, 'Project', doc, null),
    afterSave: (doc, { db, isNew }) => {
      if (!isNew) remapTaskStatuses(db, String(doc.name), String(doc.modified), String(doc.modified_by));
    },
    onTrash: (doc, { db }) => trashProject(db, String(doc.name), String(doc.project_name ?? doc.name)),
  },
  seed: seedProjects,
};

function trashProject(db: Db, project: string, label: string): void {
  const tasks = db.prepare('SELECT COUNT(*) AS n FROM "tabTask" WHERE project = ?').get(project) as { n: number };
  if (tasks.n > 0) {
    throw validationError(
      `${clip(label)} cannot be deleted while it has tasks (${tasks.n}). Move or delete them first.`,
    );
  }
  db.prepare('DELETE FROM "tabPuxeo Statuses" WHERE project = ?').run(project);
}
