// The bell reads the signed-in user's Notification Log, Frappe's own record of what happened to their
// documents (an assignment, a mention, a Notification rule's alert), on a real site and on the mock-server alike.
// A user cannot delete their logs there (Frappe gives them only read), so the bell marks them read through
// Frappe's own methods, as its desk does.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callMethod, countDocs, listDocs, useRealtimeEvent } from 'shared-auth';

const NOTIFICATION_LOG = 'Notification Log';
const NOTIFICATION_LOG_METHODS = 'frappe.desk.doctype.notification_log.notification_log';
/** As many as Frappe's desk shows in its own bell. */
export const NOTIFICATIONS_SHOWN = 20;

export interface NotificationLog {
  name: string;
  /** HTML, as Frappe writes it: shown as text only. */
  subject?: string;
  type?: string;
  document_type?: string;
  document_name?: string;
  from_user?: string;
  read: number;
  creation: string;
}

const FIELDS = ['name', 'subject', 'type', 'document_type', 'document_name', 'from_user', 'read', 'creation'] as const;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (user: string) => ['notifications', 'list', user] as const,
  unread: (user: string) => ['notifications', 'unread', user] as const,
};

/**
 * The user's own logs, asked for by name: Frappe lists every user's to Administrator, and each user's own to
 * anyone else.
 */
const ownLogs = (user: string): Array<[string, string, unknown]> => [['for_user', '=', user]];

// The bell is always on screen: read again when the server says a log was written for this user
// (`useNotificationPush`), and when the tab comes back.
const FRESHNESS = { refetchOnWindowFocus: true } as const;

export const notificationsQueryOptions = (user: string) =>
  queryOptions({
    queryKey: notificationKeys.list(user),
    queryFn: ({ signal }) =>
      listDocs<NotificationLog>(
        NOTIFICATION_LOG,
        { fields: FIELDS, filters: ownLogs(user), orderBy: 'creation desc', limitPageLength: NOTIFICATIONS_SHOWN },
        signal,
      ),
    ...FRESHNESS,
  });

export const unreadCountQueryOptions = (user: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(user),
    queryFn: ({ signal }) => countDocs(NOTIFICATION_LOG, [...ownLogs(user), ['read', '=', 0]], signal),
    ...FRESHNESS,
  });

/**
 * Frappe sends `notification` to the user's own room as a Notification Log is written for them: the bell reads
 * its logs and count again then, instead of asking now and then.
 */
export function useNotificationPush() {
  const queryClient = useQueryClient();
  useRealtimeEvent('notification', () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
}

export function useNotifications(user: string) {
  return useQuery(notificationsQueryOptions(user));
}

export function useUnreadNotificationCount(user: string) {
  return useQuery(unreadCountQueryOptions(user));
}

function useMarkRead<Variables>(mark: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mark,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkNotificationRead() {
  return useMarkRead((name: string) => callMethod(`${NOTIFICATION_LOG_METHODS}.mark_as_read`, { docname: name }));
}

export function useMarkAllNotificationsRead() {
  return useMarkRead(() => callMethod(`${NOTIFICATION_LOG_METHODS}.mark_all_as_read`));
}
