// ERPNext's Project with Puxeo's custom fields: its space, colour, status source (`is_custom`: its own
// statuses instead of its space's) and `archived`. ERPNext names projects from a series and requires a unique
// `project_name`. Switching the status source moves the project's tasks onto the new set of statuses.

import { PROJECT_STATUSES } from 'tessera-contracts';
import type { Db } from '../../db/open';
import { validationError } from '../errors';
import { clip } from '../preview';
import type { DocTypeDef } from '../resource/doctype';
import { seedProjects } from './project-seed';
import { remapTaskStatuses } from './status-source';
import { uniqueWithinParent } from './unique-within-parent';

export const PROJECT: DocTypeDef = {
  name: 'Project',
  naming: { kind: 'series', pattern: 'PROJ-.####' },
  sortOrder: 'creation asc',
  fields: [
    { fieldname: 'project_name', fieldtype: 'Data', label: 'Project Name', reqd: true },
    { fieldname: 'subject', fieldtype: 'Data', label: 'Subject', custom: true },
    { fieldname: 'status', fieldtype: 'Select', label: 'Status', options: PROJECT_STATUSES, default: 'Open' },
    { fieldname: 'project_status', fieldtype: 'Data', label: 'Project Status', default: 'Open', custom: true },
    { fieldname: 'color', fieldtype: 'Color', label: 'Color', custom: true },
    { fieldname: 'is_custom', fieldtype: 'Check', label: 'Uses Its Own Statuses', default: 0, custom: true },
    { fieldname: 'space', fieldtype: 'Link', label: 'Space', options: 'Spaces', searchIndex: true, custom: true },
    { fieldname: 'archived', fieldtype: 'Check', label: 'Archived', default: 0, custom: true },
  ],
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
