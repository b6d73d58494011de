// Frappe's delete_dynamic_links (frappe/model/delete_doc.py): once a document is deleted, the records that only
// point at it by doctype and name go with it. Of Frappe's list, the doctypes registered here that are
// deleted that way; ToDos are not yet (an assignment to a deleted document stays until cancelled).

import { quoteIdent, tableName } from './doctype';
import type { DocTypeRegistry } from './registry';
import type { Db } from '../../db/open';

/** A doctype whose records name another document by its doctype and name fields. */
interface Reference {
  doctype: string;
  typeField: string;
  nameField: string;
}

const DELETED_WITH_THEIR_DOCUMENT: readonly Reference[] = [
  { doctype: 'Comment', typeField: 'reference_doctype', nameField: 'reference_name' },
  { doctype: 'Notification Log', typeField: 'document_type', nameField: 'document_name' },
];

export function deleteReferences(db: Db, registry: DocTypeRegistry, doctype: string, name: string): void {
  for (const reference of DELETED_WITH_THEIR_DOCUMENT) {
    if (!registry.find(reference.doctype)) continue;
    db.prepare(
      `DELETE FROM ${quoteIdent(tableName(reference.doctype))}
       WHERE ${quoteIdent(reference.typeField)} = ? AND ${quoteIdent(reference.nameField)} = ?`,
    ).run(doctype, name);
  }
}
