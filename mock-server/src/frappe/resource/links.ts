// Frappe's BaseDocument._validate_links / get_invalid_links: a Link field's value must name an existing
// document of the linked doctype (a Dynamic Link's doctype is the value of the field its options name).
// Empty links are fine. Every bad link of the document and its child rows is reported in one 417
// LinkValidationError, "Could not find Parent Task: TASK-2026-00099" (child rows: "Row #2: Role: x"), and a
// good one takes the stored letter case of the name, as Frappe does on its case-insensitive database.
//
// Only links to doctypes this server registers are checked. Task.type links to Task Type, Task.department to
// Department and Task.company to Company, none of which the mock-server has yet: their values are kept as sent
// until such a definition is registered, and checked from then on.

import { FrappeError } from '../errors';
import { clip } from '../preview';
import type { ChildRow, DocTypeDef, DocValues, FieldDef } from './doctype';
import type { DocTypeRegistry } from './registry';
import type { DocStore } from './store';

type LinkValues = DocValues | ChildRow;

function linkedDoctype(registry: DocTypeRegistry, field: FieldDef, values: LinkValues): DocTypeDef | null {
  const target =
    field.fieldtype === 'Link'
      ? field.options
      : field.fieldtype === 'Dynamic Link'
        ? values[String(field.options)]
        : null;
  if (typeof target !== 'string') return null;
  const def = registry.find(target);
  return def && !def.istable ? def : null;
}

/** "Label: value" for each bad link in `values`; good links are set to the stored name. */
function invalidLinks(registry: DocTypeRegistry, store: DocStore, def: DocTypeDef, values: LinkValues): string[] {
  const invalid: string[] = [];
  for (const field of def.fields) {
    const value = values[field.fieldname];
    if (typeof value !== 'string' || value === '') continue;
    const target = linkedDoctype(registry, field, values);
    if (!target) continue;
    const stored = store.storedName(target, value);
    if (stored === null) invalid.push(`${field.label}: ${clip(value)}`);
    else values[field.fieldname] = stored;
  }
  return invalid;
}

export function assertLinksExist(registry: DocTypeRegistry, store: DocStore, def: DocTypeDef, doc: DocValues): void {
  const invalid = invalidLinks(registry, store, def, doc);
  for (const field of def.fields) {
    const rows = doc[field.fieldname];
    if (field.fieldtype !== 'Table' || !Array.isArray(rows)) continue;
    const child = registry.child(def, field.fieldname);
    rows.forEach((row, i) => {
      for (const bad of invalidLinks(registry, store, child, row)) invalid.push(`Row #${i + 1}: ${bad}`);
    });
  }
  if (invalid.length) throw new FrappeError('LinkValidationError', `Could not find ${invalid.join(', ')}`);
}
