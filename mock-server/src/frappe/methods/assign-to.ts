// frappe.desk.form.assign_to.add / remove (frappe/desk/form/assign_to.py): a document's assignments are open
// ToDos allocated to users. `add` needs read permission on the document (Frappe's check_permission()), skips
// users already assigned, and creates the ToDos whatever the caller's ToDo permissions; `remove` cancels the
// user's open ToDo. Both answer the document's open assignments, [{owner, name}], at most five (Frappe's get()),
// but only the ToDos the caller may read: Frappe lists them all, which names other users' ToDos to anyone who
// reads the document. Who is assigned stays readable there, in the document's `_assign`.
// Each new assignment, and each one removed, tells its user through a Notification Log (notify_assignment).

import { validationError } from '../errors';
import { jsonParam, stringParam, type Params } from '../params';
import { openAssignees, openAssignments, TODO } from '../doctypes/todo';
import { notifyAssignment } from '../notification-logs';
import type { MethodCall, MethodDef } from './types';

interface Assignment {
  owner: string;
  name: string;
}

/** Frappe's add(args=None): the arguments in `args` (JSON) or else the form itself. */
function argsOf(params: Params): Params {
  if (params.args === undefined) return params;
  const args = jsonParam(params.args, 'args');
  if (typeof args !== 'object' || args === null || Array.isArray(args)) throw validationError('args must be an object');
  return args as Params;
}

function optionalText(params: Params, name: string): string {
  const value = params[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw validationError(`${name} must be text`);
  return value.trim();
}

function usersParam(value: unknown): string[] {
  const users = typeof value === 'string' ? jsonParam(value, 'assign_to') : value;
  if (!Array.isArray(users) || users.length === 0 || !users.every((u) => typeof u === 'string' && u.trim() !== '')) {
    throw validationError('assign_to must be a list of users');
  }
  return [...new Set(users.map((u: string) => u.trim()))];
}

/** The document's open assignments whose ToDos the caller may read, oldest first, at most five. */
function visibleAssignments(call: MethodCall, doctype: string, name: string): readonly Assignment[] {
  return call.ctx.resources.list(call.user, TODO.name, {
    fields: ['allocated_to as owner', 'name'],
    filters: [
      ['reference_type', '=', doctype],
      ['reference_name', '=', name],
      ['status', 'not in', ['Cancelled', 'Closed']],
      ['allocated_to', 'is', 'set'],
    ],
    order_by: 'creation asc',
    limit_page_length: 5,
  }) as readonly Assignment[];
}

async function add(call: MethodCall): Promise<readonly Assignment[]> {
  const args = argsOf(call.params);
  const doctype = stringParam(args, 'doctype');
  const name = stringParam(args, 'name');
  const users = usersParam(args.assign_to);
  const { resources } = call.ctx;
  // Exists (else 404) and the caller may read it (else 403).
  const doc = resources.get(call.user, doctype, name);
  const description = optionalText(args, 'description') || `Assignment for ${doctype} ${String(doc.name)}`;
  const assigned = new Set(openAssignees(resources.db, doctype, String(doc.name)).map((u) => u.toLowerCase()));
  for (const user of users) {
    if (assigned.has(user.toLowerCase())) continue;
    await resources.create(
      call.user,
      TODO.name,
      {
        allocated_to: user,
        reference_type: doctype,
        reference_name: String(doc.name),
        description,
        priority: optionalText(args, 'priority') || 'Medium',
        date: optionalText(args, 'date') || null,
        assigned_by: call.user.name,
        status: 'Open',
      },
      { ignorePermissions: true },
    );
    await notifyAssignment(
      resources,
      call.user,
      { assignedBy: call.user.name, allocatedTo: user, doctype, name: String(doc.name) },
      'ASSIGN',
      description,
    );
  }
  return visibleAssignments(call, doctype, String(doc.name));
}

async function remove(call: MethodCall): Promise<readonly Assignment[]> {
  const doctype = stringParam(call.params, 'doctype');
  const name = stringParam(call.params, 'name');
  const user = stringParam(call.params, 'assign_to');
  const { resources } = call.ctx;
  const doc = resources.get(call.user, doctype, name);
  // Frappe's set_status cancels the user's ToDo whoever may read it, as add creates it.
  const open = openAssignments(resources.db, doctype, String(doc.name)).filter(
    (assignment) => assignment.allocatedTo.toLowerCase() === user.toLowerCase(),
  );
  for (const { todo } of open) {
    const cancelled = await resources.update(
      call.user,
      TODO.name,
      todo,
      { status: 'Cancelled' },
      { ignorePermissions: true },
    );
    await notifyAssignment(
      resources,
      call.user,
      {
        assignedBy: String(cancelled.assigned_by ?? ''),
        allocatedTo: String(cancelled.allocated_to ?? ''),
        doctype,
        name: String(doc.name),
      },
      'CLOSE',
    );
  }
  return visibleAssignments(call, doctype, String(doc.name));
}

export const ASSIGN_TO_METHODS: Record<string, MethodDef> = {
  'frappe.desk.form.assign_to.add': { allowGuest: false, httpMethods: ['POST'], handler: add },
  'frappe.desk.form.assign_to.remove': { allowGuest: false, httpMethods: ['POST'], handler: remove },
};
