import type { ReactNode } from 'react';
import type { RemoteState } from '@host/federation/remote-registry';
import type { HostMenuNode, HostSection } from '@host/routing/route-table';

/** What every layout gets from the shell. The menu is already filtered for the user's role. */
export interface LayoutProps {
  menu: HostMenuNode[];
  /** The remotes' live sidebar sections the user may see. */
  sections: HostSection[];
  remotes: RemoteState[];
  /** The shared top bar (search, notifications, customizer toggle, account menu). */
  topBar: ReactNode;
  /** The current page, inside <main>. */
  children: ReactNode;
}

/**
 * Below this breakpoint a layout's own navigation hides and the top bar's menu button opens the phone drawer
 * (layout1's rail hides below 1200 px: the system's `xl`).
 */
export const NAV_BREAKPOINT = { layout1: 'xl', layout2: 'md', layout3: 'md' } as const;

/** The id of every layout's <main>: where the skip link leads and focus lands after navigation. */
export const MAIN_ID = 'main-content';
