// The icon names notifications carry (their `icon` is {name, color}) drawn from shared-ui's lucide set.
import {
  BellIcon,
  CalendarIcon,
  FolderIcon,
  ListChecksIcon,
  MessageSquareIcon,
  SettingsIcon,
  UserIcon,
  type LucideIcon,
} from 'shared-ui';

const ICONS: Readonly<Record<string, LucideIcon>> = {
  task: ListChecksIcon,
  comment: MessageSquareIcon,
  project: FolderIcon,
  security: SettingsIcon,
  calendar: CalendarIcon,
  user: UserIcon,
};

export function notificationIcon(name: string): LucideIcon {
  return Object.hasOwn(ICONS, name) ? (ICONS[name] ?? BellIcon) : BellIcon;
}
