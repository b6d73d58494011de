// frappe.desk.doctype.notification_log.notification_log.mark_as_read / mark_all_as_read: the only changes a
// user makes to Notification Logs. Both set `read` without touching `modified` (update_modified=False), so
// the list keeps its order, and answer `{}` (no message). mark_all_as_read marks the signed-in user's own unread logs.
// Frappe's mark_as_read writes whichever log it is named, even another user's; here the log's own rule holds
// (403, nothing written), and a name that is no log is a 404 where Frappe silently does nothing.

import { notFound, permissionError } from '../errors';
import { stringParam } from '../params';
import { NOTIFICATION_LOG, ownsNotificationLog } from '../doctypes/notification-log';
import type { MethodCall, MethodDef } from './types';

const NOTIFICATION_LOG_MODULE = 'frappe.desk.doctype.notification_log.notification_log';

function markAsRead({ ctx, params, user }: MethodCall): void {
  const name = stringParam(params, 'docname');
  const log = ctx.resources.store.get(NOTIFICATION_LOG, name);
  if (!log) throw notFound(`Notification Log ${name} not found`);
  if (!ownsNotificationLog(user, log)) throw permissionError(`No permission to write Notification Log ${name}`);
  ctx.db.prepare('UPDATE "tabNotification Log" SET read = 1 WHERE name = ?').run(log.name);
}

function markAllAsRead({ ctx, user }: MethodCall): void {
  ctx.db.prepare('UPDATE "tabNotification Log" SET read = 1 WHERE for_user = ? AND read = 0').run(user.name);
}

export const NOTIFICATION_LOG_METHODS: Record<string, MethodDef> = {
  [`${NOTIFICATION_LOG_MODULE}.mark_as_read`]: { allowGuest: false, httpMethods: ['POST'], handler: markAsRead },
  [`${NOTIFICATION_LOG_MODULE}.mark_all_as_read`]: { allowGuest: false, httpMethods: ['POST'], handler: markAllAsRead },
};
