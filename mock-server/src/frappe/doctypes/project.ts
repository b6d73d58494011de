// ERPNext's Project with all of its fields and Puxeo's custom ones (./project-fields.ts): its space, colour,
// status source (`is_custom`: its own statuses instead of its space's) and `archived`. ERPNext names projects
// from a series and requires a unique `project_name`. Switching the status source moves the project's tasks
// onto the new set of statuses. ERPNext's on_trash deletes nothing the project owns (it only unlinks Sales
// Orders, which this server does not have): a project its tasks or statuses link to is refused (LinkExistsError).

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
  permissions: {
    read: 'guest',
    write: 'editor',
    delete: 'admin',
    // ERPNext's project.json.
    standardRules: [
      {
        role: 'Projects User',
        read: 1,
        write: 1,
        create: 1,
        delete: 1,
        report: 1,
        share: 1,
        print: 1,
        email: 1,
      },
      { role: 'Desk User', permlevel: 1, read: 1, report: 1 },
      {
        role: 'Projects Manager',
        read: 1,
        write: 1,
        create: 1,
        delete: 1,
        report: 1,
        export: 1,
        share: 1,
        print: 1,
        email: 1,
      },
      { role: 'Employee', select: 1, report: 1, export: 1, share: 1, print: 1, email: 1 },
    ],
  },
  hooks: {
    // ERPNext's project_name is unique across the site.
    validate: (doc, { db }) => uniqueWithinParent(db, 'Project', doc, null),
    afterSave: (doc, { db, isNew }) => {
      if (!isNew) remapTaskStatuses(db, String(doc.name), String(doc.modified), String(doc.modified_by));
    },
  },
  seed: seedProjects,
};
