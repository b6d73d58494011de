// Frappe's refusal to delete a document others still link to (frappe/model/delete_doc.py,
// check_if_doc_is_linked and check_if_doc_is_dynamically_linked), for every Link and Dynamic Link field of every
// registered doctype: deleting what a document owns is its client's job (or its controller's on_trash), never
// a cascade here.

import { FrappeError } from '../errors';
import { linkToForm } from '../form-link';
import { quoteIdent, type DocTypeDef, type SqlCondition } from './doctype';
import type { DocTypeRegistry } from './registry';
import type { DocStore } from './store';

/**
 * Frappe 15's `ignore_links_on_delete` (frappe/hooks.py): documents of these doctypes never keep another from
 * being deleted (ToDo here; the others are listed so that a definition added for one behaves as on Frappe).
 */
const IGNORED_ON_DELETE: readonly string[] = [
  'Communication',
  'ToDo',
  'DocShare',
  'Email Unsubscribe',
  'Activity Log',
  'File',
  'Version',
  'Document Follow',
  'Comment',
  'View Log',
  'Tag Link',
  'Notification Log',
  'Email Queue',
  'Document Share Key',
  'Integration Request',
  'Unhandled Email',
  'Webhook Request Log',
  'Workspace',
  'Route History',
  'Access Log',
];

/** The document that still links to the one being deleted, and for a dynamic link in a child table its row. */
interface LinkingDocument {
  doctype: string;
  name: string;
  /** "at Row: 2" for a dynamic link in a child table, as Frappe adds it; otherwise ''. */
  row: string;
}

/** Child rows under an ignored parent doctype do not count either. */
function notUnderIgnoredParent(linking: DocTypeDef): SqlCondition {
  if (!linking.istable) return { sql: '1', params: [] };
  return {
    sql: `IFNULL(parenttype, '') NOT IN (${IGNORED_ON_DELETE.map(() => '?').join(', ')})`,
    params: [...IGNORED_ON_DELETE],
  };
}

function allOf(conditions: readonly SqlCondition[]): SqlCondition {
  return { sql: conditions.map((c) => `(${c.sql})`).join(' AND '), params: conditions.flatMap((c) => c.params) };
}

/** check_if_doc_is_linked: a Link field of any doctype naming the document (its own link to itself aside). */
function linkedBy(registry: DocTypeRegistry, store: DocStore, def: DocTypeDef, name: string): LinkingDocument | null {
  for (const linking of registry.all()) {
    if (IGNORED_ON_DELETE.includes(linking.name)) continue;
    for (const field of linking.fields) {
      if (field.fieldtype !== 'Link' || field.options !== def.name) continue;
      const conditions = [
        { sql: `${quoteIdent(field.fieldname)} = ?`, params: [name] },
        notUnderIgnoredParent(linking),
      ];
      if (linking.name === def.name) conditions.push({ sql: 'name != ?', params: [name] });
      const row = store.firstRowWhere(linking, allOf(conditions));
      if (row) return { doctype: row.parenttype ?? linking.name, name: row.parent ?? row.name, row: '' };
    }
  }
  return null;
}

/** check_if_doc_is_dynamically_linked: a Dynamic Link naming the document, in a document not cancelled. */
function dynamicallyLinkedBy(
  registry: DocTypeRegistry,
  store: DocStore,
  def: DocTypeDef,
  name: string,
): LinkingDocument | null {
  for (const linking of registry.all()) {
    if (IGNORED_ON_DELETE.includes(linking.name)) continue;
    for (const field of linking.fields) {
      if (field.fieldtype !== 'Dynamic Link') continue;
      const where = allOf([
        {
          sql: `${quoteIdent(String(field.options))} = ? AND ${quoteIdent(field.fieldname)} = ?`,
          params: [def.name, name],
        },
        { sql: 'docstatus != 2', params: [] },
        notUnderIgnoredParent(linking),
      ]);
      const row = store.firstRowWhere(linking, where);
      if (!row) continue;
      return linking.istable
        ? { doctype: row.parenttype ?? '', name: row.parent ?? '', row: `at Row: ${row.idx}` }
        : { doctype: linking.name, name: row.name, row: '' };
    }
  }
  return null;
}

/**
 * frappe.model.delete_doc's link checks: a document another one still links to (a Link field, or a Dynamic
 * Link in a document not cancelled) cannot be deleted. 417 LinkExistsError with Frappe's words and its desk
 * links, `siteUrl` their base: "Cannot delete or cancel because Spaces <a href=…>x</a> is linked with Puxeo
 * Statuses <a href=…>y</a> " (the trailing space is Frappe's, where a row number would go). A doctype with an
 * `enabled` or `disabled` field is answered "You can disable this User instead of deleting it." instead.
 */
export function assertNotLinked(
  registry: DocTypeRegistry,
  store: DocStore,
  def: DocTypeDef,
  name: string,
  siteUrl: string,
): void {
  const linking = linkedBy(registry, store, def, name) ?? dynamicallyLinkedBy(registry, store, def, name);
  if (!linking) return;
  if (def.fields.some((field) => field.fieldname === 'enabled' || field.fieldname === 'disabled')) {
    throw new FrappeError('LinkExistsError', `You can disable this ${def.name} instead of deleting it.`);
  }
  throw new FrappeError(
    'LinkExistsError',
    `Cannot delete or cancel because ${def.name} ${linkToForm(siteUrl, def.name, name)} is linked with ` +
      `${linking.doctype} ${linkToForm(siteUrl, linking.doctype, linking.name)} ${linking.row}`,
  );
}
