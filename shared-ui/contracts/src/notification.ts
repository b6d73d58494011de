// The notifications demo API's record (docs/demo-api.md, Notifications), as /api/notification sends it.

export interface AppNotification {
  id: number;
  /** A short category, e.g. "Tasks". */
  heading: string;
  /** An icon name (task, comment, project, security, calendar, user; anything else shows a bell) and a palette. */
  icon: { name: string; color: string };
  /** ISO datetime. */
  timestamp: string;
  title: string;
  subtitle: string;
  /** An app path to open; empty for none. */
  path: string;
}
