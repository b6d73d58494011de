// Frappe's DocType and Custom Field records, as a stock ERPNext site has them: User, Project and Task with
// their own fields (not the ones Tessera adds, which a real site gets as Custom Fields from
// `npm run frappe:setup`) and ERPNext's permission rules (the definitions' standard rules). The mock-server
// serves its doctypes from their definitions in code; these records are what a client reading or extending a
// site's metadata sees, and a DocType or Custom Field a client makes is kept as a record only.

import type { DocSeedContext, DocTypeDef, FieldDef } from '../resource/doctype';
import { PROJECT } from './project';
import { TASK } from './task';
import { USER } from './user';

const FIELD_PROPERTIES: readonly FieldDef[] = [
  { fieldname: 'fieldname', fieldtype: 'Data', label: 'Name', reqd: true },
  { fieldname: 'label', fieldtype: 'Data', label: 'Label' },
  { fieldname: 'fieldtype', fieldtype: 'Data', label: 'Type', reqd: true },
  { fieldname: 'options', fieldtype: 'Small Text', label: 'Options' },
  { fieldname: 'default', fieldtype: 'Small Text', label: 'Default' },
  { fieldname: 'reqd', fieldtype: 'Check', label: 'Mandatory', default: 0 },
  { fieldname: 'read_only', fieldtype: 'Check', label: 'Read Only', default: 0 },
  { fieldname: 'permlevel', fieldtype: 'Int', label: 'Perm Level', default: 0 },
  { fieldname: 'in_list_view', fieldtype: 'Check', label: 'In List View', default: 0 },
  { fieldname: 'search_index', fieldtype: 'Check', label: 'Index', default: 0 },
];

export const DOCFIELD: DocTypeDef = {
  name: 'DocField',
  istable: true,
  naming: { kind: 'hash' },
  fields: FIELD_PROPERTIES,
};

export const DOCTYPE: DocTypeDef = {
  name: 'DocType',
  naming: { kind: 'prompt' },
  sortOrder: 'creation desc',
  fields: [
    { fieldname: 'module', fieldtype: 'Data', label: 'Module', reqd: true },
    { fieldname: 'custom', fieldtype: 'Check', label: 'Custom?', default: 0 },
    { fieldname: 'istable', fieldtype: 'Check', label: 'Is Child Table', default: 0 },
    { fieldname: 'autoname', fieldtype: 'Data', label: 'Auto Name' },
    { fieldname: 'naming_rule', fieldtype: 'Data', label: 'Naming Rule' },
    { fieldname: 'sort_field', fieldtype: 'Data', label: 'Sort Field' },
    { fieldname: 'sort_order', fieldtype: 'Data', label: 'Sort Order' },
    { fieldname: 'fields', fieldtype: 'Table', label: 'Fields', options: 'DocField' },
    { fieldname: 'permissions', fieldtype: 'Table', label: 'Permissions', options: 'DocPerm' },
  ],
  permissions: { read: 'sa', write: 'sa' },
  seed: seedStockDocTypes,
};

export const CUSTOM_FIELD: DocTypeDef = {
  name: 'Custom Field',
  naming: { kind: 'fields', fields: ['dt', 'fieldname'] },
  sortOrder: 'creation desc',
  fields: [
    { fieldname: 'dt', fieldtype: 'Link', label: 'DocType', options: 'DocType', reqd: true },
    { fieldname: 'insert_after', fieldtype: 'Data', label: 'Insert After' },
    ...FIELD_PROPERTIES,
  ],
  permissions: { read: 'sa', write: 'sa' },
};

const ALL_RIGHTS = { read: 1, write: 1, create: 1, delete: 1, report: 1, export: 1, share: 1, print: 1, email: 1 };

function stockRecord(ctx: DocSeedContext, def: DocTypeDef, module: string, rules: readonly object[]): void {
  const fields = def.fields
    .filter((field) => !field.custom)
    .map((field) => ({
      fieldname: field.fieldname,
      label: field.label,
      fieldtype: field.fieldtype,
      options: Array.isArray(field.options) ? field.options.join('\n') : (field.options ?? null),
      default: field.default === undefined ? null : String(field.default),
      reqd: field.reqd ? 1 : 0,
      read_only: field.readOnly ? 1 : 0,
      permlevel: field.permlevel ?? 0,
    }));
  ctx.insert({ module, fields, permissions: [...rules] }, { name: def.name });
}

function seedStockDocTypes(ctx: DocSeedContext): void {
  stockRecord(ctx, USER, 'Core', [
    { role: 'System Manager', ...ALL_RIGHTS },
    { role: 'System Manager', permlevel: 1, read: 1, write: 1 },
  ]);
  stockRecord(ctx, PROJECT, 'Projects', PROJECT.permissions?.standardRules ?? []);
  stockRecord(ctx, TASK, 'Projects', TASK.permissions?.standardRules ?? []);
}
