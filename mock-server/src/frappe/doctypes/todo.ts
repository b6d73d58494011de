// Frappe's ToDo, as far as assignments use it (frappe/desk/doctype/todo): an open ToDo allocated to a user
// and referencing a document is that user's assignment to it. Saving one writes the document's `_assign`
// (the open assignees, as JSON) without touching its `modified`, as ToDo.update_in_reference does.
// Permissions as Frappe 15's ToDo: every user may read, create, change and delete the ToDos allocated to or
// assigned by them (its owner does not count), each a document and in lists alike; a role with ToDo rights of
// its own (System Manager; here SA and ADMIN) has every ToDo.

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
    write: 'guest',
    rowCondition: (user, col) => {
      if (userHasAccess(user, 'admin')) return null;
      return { sql: `(${col('allocated_to')} = ? OR ${col('assigned_by')} = ?)`, params: [user.name, user.name] };
    },
    canAccessDoc: (user, doc) =>
      userHasAccess(user, 'admin') || [doc.allocated_to, doc.assigned_by].includes(user.name),
  },
  hooks: {
    afterSave: (doc, { db }) => updateReferenceAssignees(db, doc),
  },
  seed: seedTodos,
};

/** An open ToDo allocated to a user for a document. */
export interface OpenAssignment {
  todo: string;
  allocatedTo: string;
}

/** Every open assignment of a document, whoever may read its ToDo, oldest first. */
export function openAssignments(db: Db, doctype: string, name: string): OpenAssignment[] {
  return db
    .prepare(
      `SELECT name AS todo, allocated_to AS allocatedTo FROM "tabToDo"
       WHERE reference_type = ? AND reference_name = ? AND IFNULL(allocated_to, '') != ''
         AND status NOT IN (${ENDED_STATUSES.map(() => '?').join(', ')})
       ORDER BY creation ASC`,
    )
    .all(doctype, name, ...ENDED_STATUSES) as OpenAssignment[];
}

/** The open assignees of a document, oldest assignment first. */
export function openAssignees(db: Db, doctype: string, name: string): string[] {
  return [...new Set(openAssignments(db, doctype, name).map((assignment) => assignment.allocatedTo))];
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
