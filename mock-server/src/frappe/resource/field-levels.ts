// Frappe's Document.apply_fieldlevel_read_permissions: fields at a permlevel the reader's roles cannot read
// are blanked before the document leaves the server. Administrator reads every level.

import { ADMINISTRATOR, type RequestUser } from '../roles';
import type { DocTypeDef, DocValues } from './doctype';

export function withReadableFields(def: DocTypeDef, user: RequestUser, doc: DocValues): DocValues {
  if (user.name === ADMINISTRATOR) return doc;
  const hidden = def.fields.filter((field) => (field.permlevel ?? 0) > 0);
  if (hidden.length === 0) return doc;
  const readable = new Set(def.permissions?.readLevels?.(user) ?? []);
  const out: DocValues = { ...doc };
  for (const field of hidden) {
    if (readable.has(field.permlevel ?? 0)) continue;
    // Frappe sets the field to None: a table then holds no rows, any other value is dropped from the answer.
    out[field.fieldname] = field.fieldtype === 'Table' ? [] : null;
  }
  return out;
}
