// Puxeo Statuses: the coloured, ordered columns of a board. A status belongs to exactly one space or one
// project (a project with `is_custom` uses its own statuses, otherwise its space's). Tasks point at one
// through Task.puxeo_status, so a status in use cannot be deleted (Frappe's LinkExistsError).

import { validationError } from '../errors';
import type { DocTypeDef } from '../resource/doctype';
import { seedStatuses } from './status-seed';
import { remapTaskStatuses } from './status-source';
import { uniqueWithinParent } from './unique-within-parent';

export const PUXEO_STATUSES: DocTypeDef = {
  name: 'Puxeo Statuses',
  naming: { kind: 'hash' },
  sortOrder: 'position asc',
  fields: [
    { fieldname: 'name1', fieldtype: 'Data', label: 'Name', reqd: true },
    { fieldname: 'color', fieldtype: 'Color', label: 'Color' },
    { fieldname: 'is_custom', fieldtype: 'Check', label: 'Is Custom', default: 0 },
    { fieldname: 'space', fieldtype: 'Link', label: 'Space', options: 'Spaces', searchIndex: true },
    { fieldname: 'project', fieldtype: 'Link', label: 'Project', options: 'Project', searchIndex: true },
    { fieldname: 'position', fieldtype: 'Int', label: 'Position', default: 0 },
  ],
  permissions: { read: 'guest', write: 'editor', delete: 'admin' },
  hooks: {
    validate: (doc, { db }) => {
      const hasSpace = typeof doc.space === 'string' && doc.space !== '';
      const hasProject = typeof doc.project === 'string' && doc.project !== '';
      if (hasSpace === hasProject)
        throw validationError('A status belongs to either a space or a project (one of them)');
      // is_custom says which kind of parent it has, so clients can tell without reading both links.
      doc.is_custom = hasProject ? 1 : 0;
      uniqueWithinParent(db, 'Puxeo Statuses', doc, hasProject ? 'project' : 'space');
    },
    // A project's first own status gives its tasks somewhere to be, once it uses its own statuses.
    afterSave: (doc, { db }) => {
      if (typeof doc.project === 'string' && doc.project !== '')
        remapTaskStatuses(db, doc.project, String(doc.modified), String(doc.modified_by));
    },
  },
  seed: seedStatuses,
};
