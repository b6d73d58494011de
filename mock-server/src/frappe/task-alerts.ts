// Tessera's Notification rules on Task, built in: on a real site `npm run frappe:setup` creates them as two
// Notification records (scripts/frappe-setup/notifications.mjs), and Frappe runs them on each save. A change
// of a task's status, or of its board status (the status a space's kanban moves it to), is a System
// Notification to the task's open assignees other than the user who made it: an Alert log each, from that
// user, its subject the record's template as Frappe renders it (text as it is, nothing escaped).
// A task's board status cleared, or its status emptied, tells nobody (the records' conditions).

import type { Db } from '../db/open';
import { openAssignees } from './doctypes/todo';
import { documentTitle, fullNameOf, makeNotificationLogs } from './notification-logs';
import type { DocValues, SavedChange } from './resource/doctype';
import type { ResourceService } from './resource/service';

interface TaskAlert {
  /** The Notification record's name on a set-up site. */
  notification: string;
  /** Its value_changed: the field whose change it tells. */
  field: 'status' | 'puxeo_status';
  /** Its subject and message, rendered for the task and the new value. */
  subject: (actor: string, title: string, value: string) => string;
  message: (value: string) => string;
  /** How the new value reads: a board status by its name. */
  valueLabel: (db: Db, value: string) => string;
}

function boardStatusName(db: Db, status: string): string {
  const row = db.prepare('SELECT name1 FROM "tabPuxeo Statuses" WHERE name = ?').get(status) as
    { name1: string | null } | undefined;
  // Frappe's get_value gives None for a missing one, which Jinja writes as "None".
  return row ? (row.name1 ?? '') : 'None';
}

export const TASK_ALERTS: readonly TaskAlert[] = [
  {
    notification: 'Tessera task status changed',
    field: 'status',
    subject: (actor, title, value) => `${actor} set the status of ${title} to ${value}`,
    message: (value) => `Status: ${value}`,
    valueLabel: (_db, value) => value,
  },
  {
    notification: 'Tessera task board status changed',
    field: 'puxeo_status',
    subject: (actor, title, value) => `${actor} moved ${title} to ${value}`,
    message: (value) => `Board status: ${value}`,
    valueLabel: boardStatusName,
  },
];

const valueOf = (doc: DocValues, field: string): string => {
  const value = doc[field];
  return value === null || value === undefined ? '' : String(value);
};

/** The task's open assignees but `actor`: the records' recipients, a ToDo query leaving out doc.modified_by. */
function assigneesBut(db: Db, task: string, actor: string): string[] {
  return openAssignees(db, 'Task', task).filter((user) => user.toLowerCase() !== actor.toLowerCase());
}

/** Frappe's run_notifications on a Task's update: each rule whose field changed to a value tells its users. */
export async function notifyTaskChanges(
  { before, after, user }: SavedChange,
  resources: ResourceService,
): Promise<void> {
  const { db } = resources;
  const task = String(after.name);
  for (const alert of TASK_ALERTS) {
    const value = valueOf(after, alert.field);
    if (value === '' || value === valueOf(before, alert.field)) continue;
    const recipients = assigneesBut(db, task, user.name);
    if (recipients.length === 0) continue;
    const label = alert.valueLabel(db, value);
    await makeNotificationLogs(resources, user, recipients, {
      type: 'Alert',
      subject: alert.subject(fullNameOf(db, user.name), documentTitle(db, 'Task', task), label),
      documentType: 'Task',
      documentName: task,
      emailContent: alert.message(label),
    });
  }
}
