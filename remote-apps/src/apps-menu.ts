// The "Apps" menu group that every demo app of this remote (todo today; chat, inbox, calendar… later) sits in.
// It belongs to the remote, not to one app: declared here once, beside paths.ts, each app's feature folder only
// places its pages in it, and no feature imports another (the lint zones forbid it).
import type { MenuIconName } from 'shared-ui';
import type { FeatureRoutes, MenuGroupDeclaration } from 'shared-ui/route-contract';

export const APPS_GROUP = 'apps';

const APPS_ICON: MenuIconName = 'grid';

const appsGroup: MenuGroupDeclaration = { id: APPS_GROUP, label: 'Apps', icon: APPS_ICON, color: 'cyan', order: 30 };

export const appsMenu: FeatureRoutes = { groups: [appsGroup], pages: [] };
