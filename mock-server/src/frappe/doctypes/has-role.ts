// Frappe's "Has Role" child table: one row per role in a User's `roles`.

import type { DocTypeDef } from '../resource/doctype';

export const HAS_ROLE: DocTypeDef = {
  name: 'Has Role',
  istable: true,
  naming: { kind: 'hash' },
  fields: [{ fieldname: 'role', fieldtype: 'Link', label: 'Role', options: 'Role', reqd: true }],
};
