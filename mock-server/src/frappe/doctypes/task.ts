// ERPNext's Task, with the fields the app requests (frappe-api.md); statuses and priorities are the shared
// vocabulary (tessera-contracts). parent_task must name an existing Task; project, type and department link
// to doctypes the mock-server does not have yet, so they are checked once those are registered
// (../resource/links.ts). The costing totals are computed from timesheets in ERPNext, so clients cannot
// write them.

import { OVERDUE_EXEMPT_STATUSES, TASK_PRIORITIES, TASK_STATUSES } from 'tessera-contracts';
import type { Db } from '../../db/open';
import { today } from '../datetime';
import { validationError } from '../errors';
import type { DocTypeDef, DocValues } from '../resource/doctype';
import { clip } from '../preview';
import { effectiveStatuses } from './status-source';
import { seedTasks } from './task-seed';

export const TASK: DocTypeDef = {
  name: 'Task',
  naming: { kind: 'series', pattern: 'TASK-.YYYY.-.#####' },
  sortOrder: 'creation desc',
  fields: [
    { fieldname: 'subject', fieldtype: 'Data', label: 'Subject', reqd: true },
    { fieldname: 'project', fieldtype: 'Link', label: 'Project', options: 'Project', searchIndex: true },
    { fieldname: 'type', fieldtype: 'Link', label: 'Type', options: 'Task Type' },
    { fieldname: 'color', fieldtype: 'Color', label: 'Color' },
    { fieldname: 'is_group', fieldtype: 'Check', label: 'Is Group', default: 0 },
    {
      fieldname: 'status',
      fieldtype: 'Select',
      label: 'Status',
      options: TASK_STATUSES,
      default: 'Open',
      searchIndex: true,
    },
    {
      fieldname: 'priority',
      fieldtype: 'Select',
      label: 'Priority',
      options: TASK_PRIORITIES,
      default: 'Medium',
      searchIndex: true,
    },
    { fieldname: 'parent_task', fieldtype: 'Link', label: 'Parent Task', options: 'Task', searchIndex: true },
    { fieldname: 'exp_start_date', fieldtype: 'Date', label: 'Expected Start Date' },
    { fieldname: 'exp_end_date', fieldtype: 'Date', label: 'Expected End Date', searchIndex: true },
    { fieldname: 'expected_time', fieldtype: 'Float', label: 'Expected Time (in hours)' },
    { fieldname: 'department', fieldtype: 'Link', label: 'Department', options: 'Department' },
    { fieldname: 'description', fieldtype: 'Text Editor', label: 'Task Description' },
    // Puxeo: the board column (one of its project's statuses) and the card's place in it.
    { fieldname: 'puxeo_status', fieldtype: 'Link', label: 'Board Status', options: 'Puxeo Statuses', custom: true },
    { fieldname: 'kanban_position', fieldtype: 'Float', label: 'Board Position', default: 0, custom: true },
    {
      fieldname: 'total_costing_amount',
      fieldtype: 'Currency',
      label: 'Total Costing Amount (via Timesheet)',
      readOnly: true,
    },
    // Frappe's standard `_assign` column: the open assignees as a JSON list, kept by ToDo (see ./todo.ts).
    { fieldname: '_assign', fieldtype: 'Text', label: 'Assigned To', readOnly: true },
    {
      fieldname: 'total_billing_amount',
      fieldtype: 'Currency',
      label: 'Total Billable Amount (via Timesheet)',
      readOnly: true,
    },
  ],
  permissions: { read: 'guest', write: 'editor', delete: 'admin' },
  hooks: {
    // ERPNext runs the overdue rule as a scheduled job; here at start-up and every hour.
    onStart: markOverdueTasks,
    hourly: markOverdueTasks,
    validate: (doc, { db }) => {
      assertStatusOfProject(db, doc);
      // erpnext Task.validate_dates
      const start = doc.exp_start_date;
      const end = doc.exp_end_date;
      if (typeof start === 'string' && typeof end === 'string' && start > end) {
        throw validationError("'Expected Start Date' can not be greater than 'Expected End Date'");
      }
    },
  },
  seed: seedTasks,
};

/** A board status must be one of the task's project's statuses (its own or its space's). */
function assertStatusOfProject(db: Db, doc: DocValues): void {
  const status = doc.puxeo_status;
  if (typeof status !== 'string' || status === '') return;
  const project = doc.project;
  if (typeof project !== 'string' || project === '') {
    throw validationError('A task needs a project before it can take a board status');
  }
  if (!effectiveStatuses(db, project).some((candidate) => candidate.name === status)) {
    throw validationError(`Status ${clip(status)} is not one of the statuses of project ${clip(project)}`);
  }
}

/**
 * ERPNext's daily set_tasks_as_overdue / Task.update_status: a task whose expected end date has passed
 * and that is not Completed or Cancelled (the contracts' OVERDUE_EXEMPT_STATUSES) becomes Overdue, without
 * touching `modified`; a past-due Template becomes Overdue too, as in ERPNext.
 */
function markOverdueTasks(db: Db): number {
  return db
    .prepare(
      `UPDATE "tabTask" SET status = 'Overdue'
       WHERE exp_end_date IS NOT NULL AND exp_end_date != '' AND exp_end_date < ?
         AND IFNULL(status, '') NOT IN (${[...OVERDUE_EXEMPT_STATUSES, 'Overdue'].map((status) => `'${status}'`).join(', ')})`,
    )
    .run(today()).changes;
}
