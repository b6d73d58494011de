// A name the user gives must not repeat among its siblings (case-insensitive): two spaces, two projects of
// a space or two statuses of one space/project called the same cannot be told apart in the tree or on a board.

import type { Db } from '../../db/open';
import { FrappeError } from '../errors';
import { clip } from '../preview';
import { quoteIdent, tableName, type DocValues } from '../resource/doctype';

const LABEL_FIELD: Record<string, string> = { Spaces: 'name1', Project: 'project_name', 'Puxeo Statuses': 'name1' };
const WHAT: Record<string, string> = { Spaces: 'A space', Project: 'A project', 'Puxeo Statuses': 'A status' };

/** `parentField` names the field holding the parent (null: unique among all documents of the doctype). */
export function uniqueWithinParent(db: Db, doctype: string, doc: DocValues, parentField: string | null): void {
  const labelField = LABEL_FIELD[doctype] ?? 'name';
  const label = doc[labelField];
  if (typeof label !== 'string' || label.trim() === '') return;
  const conditions = [`LOWER(TRIM(${quoteIdent(labelField)})) = LOWER(TRIM(?))`, 'name != ?'];
  const params: (string | number)[] = [label, String(doc.name ?? '')];
  if (parentField) {
    const parent = doc[parentField];
    conditions.push(`IFNULL(${quoteIdent(parentField)}, '') = ?`);
    params.push(typeof parent === 'string' ? parent : '');
  }
  const clash = db
    .prepare(`SELECT name FROM ${quoteIdent(tableName(doctype))} WHERE ${conditions.join(' AND ')} LIMIT 1`)
    .get(...params);
  if (clash) {
    throw new FrappeError(
      'UniqueValidationError',
      `${WHAT[doctype] ?? doctype} named ${clip(label)} already exists here`,
      {
        title: 'Duplicate Name',
      },
    );
  }
}
