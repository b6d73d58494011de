// ERPNext's Task with all of its fields (./task-fields.ts); statuses and priorities are the shared vocabulary
// (tessera-contracts). parent_task must name an existing Task and completed_by an existing User; project,
// type, department and the other links point at doctypes the mock-server does not have yet, so they are
// checked once those are registered (../resource/links.ts). The costing totals are computed from timesheets
// in ERPNext, so clients cannot write them.

import { OVERDUE_EXEMPT_STATUSES } from 'tessera-contracts';
import type { Db } from '../../db/open';
import { today } from '../datetime';
import { validationError } from '../errors';
import type { DocTypeDef, DocValues } from '../resource/doctype';
import { clip } from '../preview';
import { notifyTaskChanges } from '../task-alerts';
import { effectiveStatuses } from './status-source';
import { TASK_FIELDS } from './task-fields';
import { seedTasks } from './task-seed';

export const TASK: DocTypeDef = {
  name: 'Task',
  naming: { kind: 'series', pattern: 'TASK-.YYYY.-.#####' },
  sortOrder: 'creation desc',
  fields: TASK_FIELDS,
  permissions: {
    read: 'guest',
    write: 'editor',
    delete: 'admin',
    // ERPNext's task.json: Projects User only (a Projects Manager gets nothing on Task from ERPNext).
    standardRules: [
      {
        role: 'Projects User',
        read: 1,
        write: 1,
        create: 1,
        delete: 1,
        report: 1,
        share: 1,
        print: 1,
        email: 1,
      },
    ],
  },
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
      validateProgress(doc);
    },
    onTrash: (doc, { db }) => assertNoChildTasks(db, String(doc.name)),
    // Tessera's Notification rules: a status or board status change tells the task's other assignees.
    afterUpdate: notifyTaskChanges,
  },
  seed: seedTasks,
};

/** erpnext Task.validate_progress: at most 100 %, and a completed task is 100 % done. */
function validateProgress(doc: DocValues): void {
  if (Number(doc.progress ?? 0) > 100) throw validationError('Progress % for a task cannot be more than 100.');
  if (doc.status === 'Completed') doc.progress = 100;
}

/** erpnext Task.on_trash: a task with child tasks is refused before Frappe's link check would be. */
function assertNoChildTasks(db: Db, name: string): void {
  if (db.prepare('SELECT 1 FROM "tabTask" WHERE parent_task = ? LIMIT 1').get(name) !== undefined) {
    throw validationError('Child Task exists for this Task. You can not delete this Task.');
  }
}

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
