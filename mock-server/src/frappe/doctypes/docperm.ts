// Frappe's permission rule, as a DocType's `permissions` row (DocPerm) and as a site's own rule that replaces
// a doctype's standard ones (Custom DocPerm, keyed by `parent`). The mock-server keeps them as records, for
// clients such as `npm run frappe:setup`; its own permissions are the doctype definitions' rules.

import type { DocTypeDef, FieldDef } from '../resource/doctype';

const RULE_FIELDS: readonly FieldDef[] = [
  { fieldname: 'role', fieldtype: 'Link', label: 'Role', options: 'Role', reqd: true },
  { fieldname: 'permlevel', fieldtype: 'Int', label: 'Level', default: 0 },
  { fieldname: 'if_owner', fieldtype: 'Check', label: 'If user is the owner', default: 0 },
  ...['select', 'read', 'write', 'create', 'delete', 'submit', 'cancel', 'amend', 'report', 'export', 'import']
    .concat(['share', 'print', 'email'])
    .map((right): FieldDef => ({ fieldname: right, fieldtype: 'Check', label: right, default: 0 })),
];

export const DOCPERM: DocTypeDef = {
  name: 'DocPerm',
  istable: true,
  naming: { kind: 'hash' },
  fields: RULE_FIELDS,
};

export const CUSTOM_DOCPERM: DocTypeDef = {
  name: 'Custom DocPerm',
  naming: { kind: 'hash' },
  sortOrder: 'creation desc',
  fields: [
    { fieldname: 'parent', fieldtype: 'Link', label: 'Document Type', options: 'DocType', reqd: true },
    { fieldname: 'parenttype', fieldtype: 'Data', label: 'Parent Type', default: 'DocType' },
    { fieldname: 'parentfield', fieldtype: 'Data', label: 'Parent Field', default: 'permissions' },
    ...RULE_FIELDS,
  ],
  permissions: { read: 'sa', write: 'sa' },
};
