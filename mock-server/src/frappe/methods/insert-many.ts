// frappe.client.insert_many is all-or-nothing, though frappe/client.py does not say so: it inserts the
// documents one by one and stops at the first failure with that document's error, and frappe/app.py then
// rolls back the request's transaction (it does for every POST/PUT that raises), so none of the batch stays,
// naming-series counters included.
//
// Here the batch is inserted synchronously (createSync) in one SQLite transaction. That is only safe while
// nothing is hashed: a password costs ~50 ms of CPU and must stay off the event loop (../passwords.ts). So a
// batch that sets a password is inserted with the asynchronous create() one by one instead, and on a failure
// the documents it already inserted are deleted again, straight from the store: they are this request's own
// writes being undone, not a delete the user asked for. Only the series numbers they took stay used.

import type { Params } from '../params';
import type { DocValues } from '../resource/doctype';
import type { ResourceService } from '../resource/service';
import type { RequestUser } from '../roles';

/** A document to insert: its doctype, and its field values (other keys are dropped on insert). */
export interface NewDoc {
  doctype: string;
  values: Params;
}

function setsPassword(resources: ResourceService, doc: NewDoc): boolean {
  const def = resources.registry.find(doc.doctype);
  if (!def) return false;
  return def.fields.some((field) => {
    const value = doc.values[field.fieldname];
    return field.fieldtype === 'Password' && value !== undefined && value !== null && value !== '';
  });
}

/** Inserts every document or, when one fails, none (that one's error is thrown). */
export async function insertAll(
  resources: ResourceService,
  user: RequestUser,
  docs: readonly NewDoc[],
): Promise<DocValues[]> {
  if (!docs.some((doc) => setsPassword(resources, doc))) {
    return resources.db.transaction(() => docs.map((doc) => resources.createSync(user, doc.doctype, doc.values)))();
  }
  const inserted: DocValues[] = [];
  try {
    for (const doc of docs) inserted.push(await resources.create(user, doc.doctype, doc.values));
  } catch (error) {
    resources.db.transaction(() => {
      for (const doc of inserted) {
        resources.store.delete(resources.registry.get(String(doc.doctype)), String(doc.name));
      }
    })();
    throw error;
  }
  return inserted;
}
