// New document names (frappe/model/naming.py): naming series ("TASK-.YYYY.-.#####" → "TASK-2026-00001",
// the counter per prefix kept in the `series` table like Frappe's tabSeries), a field's value, the
// client's name ("prompt") or a random 10-character lowercase hex hash.

import crypto from 'node:crypto';
import type { Db } from '../../db/open';
import { FrappeError, validationError } from '../errors';
import type { DocTypeDef, DocValues } from './doctype';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Frappe's generate_hash(): 10 lowercase hex characters. */
export function generateHash(): string {
  return crypto.randomBytes(5).toString('hex');
}

function seriesPart(part: string, now: Date): string {
  switch (part) {
    case 'YYYY':
      return String(now.getFullYear());
    case 'YY':
      return String(now.getFullYear()).slice(-2);
    case 'MM':
      return pad(now.getMonth() + 1, 2);
    case 'DD':
      return pad(now.getDate(), 2);
    default:
      return part;
  }
}

/** Next name for a pattern such as "TASK-.YYYY.-.#####"; increments the prefix's counter. */
export function nextSeriesName(db: Db, pattern: string, now: Date = new Date()): string {
  const parts = pattern.split('.');
  let prefix = '';
  let digits = 0;
  for (const part of parts) {
    if (/^#+$/.test(part)) {
      digits = part.length;
      break;
    }
    prefix += seriesPart(part, now);
  }
  if (!digits) throw new Error(`Naming series ${pattern} has no ##### part`);
  const row = db
    .prepare(
      'INSERT INTO series(name, current) VALUES (?, 1) ON CONFLICT(name) DO UPDATE SET current = current + 1 RETURNING current',
    )
    .get(prefix) as { current: number };
  return prefix + pad(row.current, digits);
}

export function newName(db: Db, def: DocTypeDef, doc: DocValues, clientName: unknown): string {
  const rule = def.naming;
  switch (rule.kind) {
    case 'series':
      return nextSeriesName(db, rule.pattern);
    case 'hash':
      return generateHash();
    case 'field': {
      const value = doc[rule.field];
      if (typeof value !== 'string' || !value.trim()) {
        throw new FrappeError('MandatoryError', `${def.name}: ${rule.field} is required to name the document`);
      }
      return rule.lowercase ? value.trim().toLowerCase() : value.trim();
    }
    case 'fields': {
      const values = rule.fields.map((field) => doc[field]);
      if (values.some((value) => typeof value !== 'string' || !value.trim())) {
        throw new FrappeError('MandatoryError', `${def.name}: ${rule.fields.join(' and ')} name the document`);
      }
      return values.map((value) => String(value).trim()).join('-');
    }
    case 'prompt': {
      if (typeof clientName !== 'string' || !clientName.trim()) throw validationError('Name not set via prompt');
      return clientName.trim();
    }
  }
}
