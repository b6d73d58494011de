// How each kind of Notification Log is shown: its heading and icon, from shared-ui's lucide set.
import { BellIcon, ListChecksIcon, MessageSquareIcon, UserIcon, type LucideIcon } from 'shared-ui';

export interface NotificationKind {
  heading: string;
  icon: LucideIcon;
  color: string;
}

const KINDS: Readonly<Record<string, NotificationKind>> = {
  Assignment: { heading: 'Assignments', icon: ListChecksIcon, color: 'blue' },
  Mention: { heading: 'Mentions', icon: MessageSquareIcon, color: 'purple' },
  Share: { heading: 'Shared with you', icon: UserIcon, color: 'green' },
  Alert: { heading: 'Alerts', icon: BellIcon, color: 'orange' },
};

const OTHER: NotificationKind = { heading: 'Notifications', icon: BellIcon, color: 'gray' };

export function notificationKind(type: string | undefined): NotificationKind {
  return type && Object.hasOwn(KINDS, type) ? (KINDS[type] ?? OTHER) : OTHER;
}
