// Puxeo's Spaces: the top of the tree (space → projects → tasks). Each has its own statuses (Puxeo Statuses
// linking to it). A custom doctype on a Frappe site, so it has no controller: deleting a space is refused
// while a project or a status still links to it (LinkExistsError); the client deletes those first.

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
  },
  seed: seedSpaces,
};
