// Looks up doctype definitions by name. Unknown doctype → 404 DoesNotExistError, as Frappe's get_meta.

import { notFound } from '../errors';
import type { DocTypeDef } from './doctype';

export class DocTypeRegistry {
  private readonly byName = new Map<string, DocTypeDef>();

  constructor(defs: readonly DocTypeDef[]) {
    for (const def of defs) {
      if (this.byName.has(def.name)) throw new Error(`Doctype ${def.name} is defined twice`);
      this.byName.set(def.name, def);
    }
    for (const def of defs) {
      for (const field of def.fields) {
        if (field.fieldtype === 'Table' && !this.byName.get(String(field.options))?.istable) {
          throw new Error(`${def.name}.${field.fieldname}: child doctype ${String(field.options)} is not defined`);
        }
      }
    }
  }

  all(): DocTypeDef[] {
    return [...this.byName.values()];
  }

  find(name: string): DocTypeDef | undefined {
    return this.byName.get(name);
  }

  /** A doctype that has the resource API (not a child table), or 404. */
  get(name: string): DocTypeDef {
    const def = this.byName.get(name);
    if (!def || def.istable) throw notFound(`DocType ${name} not found`);
    return def;
  }

  child(def: DocTypeDef, fieldname: string): DocTypeDef {
    const field = def.fields.find((f) => f.fieldname === fieldname && f.fieldtype === 'Table');
    const child = field ? this.byName.get(String(field.options)) : undefined;
    if (!child) throw new Error(`${def.name}.${fieldname} is not a child table`);
    return child;
  }
}
