// Menu icons by name: route declarations are plain data (publishable beside a remote's manifest), so they
// name an icon and the shell draws it from this registry.
import type { LucideIcon } from 'lucide-react';
import {
  AppWindowIcon,
  CalendarIcon,
  ChartColumnIcon,
  ChartPieIcon,
  CircleIcon,
  ComponentIcon,
  FileTextIcon,
  FolderIcon,
  InboxIcon,
  KanbanIcon,
  LayoutDashboardIcon,
  LayoutGridIcon,
  ListChecksIcon,
  ListIcon,
  MessageSquareIcon,
  ServerIcon,
  ShoppingCartIcon,
  SmileIcon,
  TableIcon,
  UserIcon,
  UsersIcon,
} from 'lucide-react';

export const MENU_ICONS = {
  apps: AppWindowIcon,
  calendar: CalendarIcon,
  chart: ChartColumnIcon,
  charts: ChartPieIcon,
  components: ComponentIcon,
  dashboard: LayoutDashboardIcon,
  file: FileTextIcon,
  folder: FolderIcon,
  grid: LayoutGridIcon,
  icons: SmileIcon,
  inbox: InboxIcon,
  kanban: KanbanIcon,
  list: ListIcon,
  server: ServerIcon,
  chat: MessageSquareIcon,
  shop: ShoppingCartIcon,
  table: TableIcon,
  todo: ListChecksIcon,
  user: UserIcon,
  users: UsersIcon,
} as const satisfies Record<string, LucideIcon>;

export type MenuIconName = keyof typeof MENU_ICONS;

export function isMenuIconName(name: string): name is MenuIconName {
  return Object.hasOwn(MENU_ICONS, name);
}

/** A menu icon by name; an unknown name (a newer remote's) draws a plain circle rather than nothing. */
export function MenuGroupIcon({ name, size = 18, color }: { name: string; size?: number; color?: string }) {
  const Icon = isMenuIconName(name) ? MENU_ICONS[name] : CircleIcon;
  return <Icon size={size} color={color} aria-hidden="true" focusable="false" />;
}
