// Frappe's ToDo, as far as assignments use it (frappe/desk/doctype/todo): an open ToDo allocated to a user
// and referencing a document is that user's assignment to it. Saving one writes the document's `_assign`
// (the open assignees, as JSON) without touching its `modified`, as ToDo.update_in_reference does.
// Permissions as Frappe's todo.py: a user sees the ToDos allocated to or assigned by them; managers all.

import type { Db } from '../../db/open';
import { quoteIdent, type DocTypeDef, type DocValues } from '../resource/doctype';
import { userHasAccess } from '../roles';
import { seedTodos } from './todo-seed';

export const TODO_STATUSES = ['Open', 'Closed', 'Cancelled'] as const;
/** ToDos that no longer count as an assignment. */
const ENDED_STATUSES = ['Closed', 'Cancelled'];
/** The doctypes that keep an `_assign` column here (Frappe keeps one on every table). */
const ASSIGNABLE = new Set(['Task']);

export const TODO: DocTypeDef = {
  name: 'ToDo',
  naming: { kind: 'hash' },
  sortOrder: 'modified desc',
  fields: [
    { fieldname: 'status', fieldtype: 'Select', label: 'Status', options: TODO_STATUSES, default: 'Open' },
    {
      fieldname: 'priority',
      fieldtype: 'Select',
      label: 'Priority',
      options: ['High', 'Medium', 'Low'],
      default: 'Medium',
    },
    { fieldname: 'date', fieldtype: 'Date', label: 'Due Date' },
    { fieldname: 'allocated_to', fieldtype: 'Link', label: 'Allocated To', options: 'User', searchIndex: true },
    { fieldname: 'description', fieldtype: 'Text', label: 'Description', reqd: true },
    { fieldname: 'reference_type', fieldtype: 'Data', label: 'Reference Type' },
    { fieldname: 'reference_name', fieldtype: 'Data', label: 'Reference Name', searchIndex: true },
    { fieldname: 'assigned_by', fieldtype: 'Link', label: 'Assigned By', options: 'User' },
  ],
  permissions: {
    read: 'guest',
    write: 'editor',
    delete: 'admin',
    rowCondition: (user, col) => {
      if (userHasAccess(user, 'admin')) return null;
      return {
        sql: `(${col('allocated_to')} = ? OR ${col('assigned_by')} = ? OR ${col('owner')} = ?)`,
        params: [user.name, user.name, user.name],
      };
    },
    canReadDoc: (user, doc) =>
      userHasAccess(user, 'admin') || [doc.allocated_to, doc.assigned_by, doc.owner].includes(user.name),
  },
  hooks: {
    afterSave: (doc, { db }) => updateReferenceAssignees(db, doc),
  },
  seed: seedTodos,
};

/** The open assignees of a document, oldest assignment first. */
export function openAssignees(db: Db, doctype: string, name: string): string[] {
  const rows = db
    .prepare(
      `SELECT allocated_to FROM "tabToDo"
       WHERE reference_type = ? AND reference_name = ? AND IFNULL(allocated_to, '') != ''
         AND status NOT IN (${ENDED_STATUSES.map(() => '?').join(', ')})
       ORDER BY creation ASC`,
    )
    .all(doctype, name, ...ENDED_STATUSES) as { allocated_to: string }[];
  return [...new Set(rows.map((row) => row.allocated_to))];
}

function updateReferenceAssignees(db: Db, todo: DocValues): void {
  const doctype = typeof todo.reference_type === 'string' ? todo.reference_type : '';
  const name = typeof todo.reference_name === 'string' ? todo.reference_name : '';
  if (!ASSIGNABLE.has(doctype) || !name) return;
  const assignees = openAssignees(db, doctype, name);
  db.prepare(`UPDATE ${quoteIdent(`tab${doctype}`)} SET _assign = ? WHERE name = ?`).run(
    JSON.stringify(assignees),
    name,
  );
}
