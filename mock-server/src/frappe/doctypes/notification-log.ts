// Frappe's Notification Log (frappe/desk/doctype/notification_log): what happened to a user's documents, one
// log per user it is for (`for_user`). Frappe makes them itself (an assignment, a mention in a comment, a
// share, a Notification rule's System Notification), never a client: its only DocPerm is "All" reading, so a
// user can neither create, change nor delete a log, only mark their own read through the whitelisted methods.
// A list holds only the user's own logs (get_permission_query_conditions: `for_user`; Administrator sees all).
// Frappe 15 leaves one log by name readable to anyone who knows its hash; here the same rule holds for a
// single log as for the list, since a log quotes other people's documents and comments.

import type { DocTypeDef, DocValues } from '../resource/doctype';
import { ADMINISTRATOR, type RequestUser } from '../roles';
import { seedNotificationLogs } from './notification-log-seed';

export const NOTIFICATION_TYPES = ['', 'Mention', 'Energy Point', 'Assignment', 'Share', 'Alert'] as const;
export type NotificationType = Exclude<(typeof NOTIFICATION_TYPES)[number], ''>;

/** Whether `user` may see `log`: their own, or any for Administrator. */
export function ownsNotificationLog(user: RequestUser, log: DocValues): boolean {
  return user.name === ADMINISTRATOR || log.for_user === user.name;
}

export const NOTIFICATION_LOG: DocTypeDef = {
  name: 'Notification Log',
  naming: { kind: 'hash' },
  sortOrder: 'modified desc',
  fields: [
    { fieldname: 'subject', fieldtype: 'Text', label: 'Subject' },
    { fieldname: 'for_user', fieldtype: 'Link', label: 'For User', options: 'User', searchIndex: true },
    { fieldname: 'type', fieldtype: 'Select', label: 'Type', options: NOTIFICATION_TYPES },
    { fieldname: 'email_content', fieldtype: 'Text Editor', label: 'Email Content' },
    { fieldname: 'document_type', fieldtype: 'Link', label: 'Document Type', options: 'DocType' },
    { fieldname: 'read', fieldtype: 'Check', label: 'Read', default: 0 },
    { fieldname: 'document_name', fieldtype: 'Data', label: 'Document Name' },
    { fieldname: 'attached_file', fieldtype: 'Code', label: 'Attached File' },
    { fieldname: 'from_user', fieldtype: 'Link', label: 'From User', options: 'User' },
    { fieldname: 'link', fieldtype: 'Small Text', label: 'Link' },
  ],
  permissions: {
    read: 'guest',
    // Only Administrator, who has every right on Frappe; the DocPerm gives nobody else a write.
    write: 'sa',
    rowCondition: (user, col) =>
      user.name === ADMINISTRATOR ? null : { sql: `${col('for_user')} = ?`, params: [user.name] },
    canAccessDoc: ownsNotificationLog,
    canWriteDoc: (user) => user.name === ADMINISTRATOR,
  },
  seed: seedNotificationLogs,
};
