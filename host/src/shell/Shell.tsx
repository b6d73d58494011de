import { useEffect, useState, type ComponentType } from 'react';
import { canAccess, useCurrentUser } from 'shared-auth';
import { useLayoutSettings, type LayoutName, Box, Outlet, useLocation } from 'shared-ui';
import { CustomizerSlot } from '../customizer/CustomizerSlot';
import { CUSTOMIZER_WIDTH } from '../customizer/customizer-toggle';
import { useRemotes } from '../federation/remote-registry';
import type { HostMenuNode, HostRoute, HostSection } from '../routing/route-table';
import { Layout1 } from './layouts/Layout1';
import { Layout2 } from './layouts/Layout2';
import { Layout3 } from './layouts/Layout3';
import { MAIN_ID, NAV_BREAKPOINT, type LayoutProps } from './layouts/layout-props';
import { NavDrawer } from './navigation/NavDrawer';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { visibleMenu } from './visible-menu';

const LAYOUT_COMPONENTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  layout1: Layout1,
  layout2: Layout2,
  layout3: Layout3,
};

/** The signed-in frame: the user's layout around the current page, the phone drawer and the customizer. */
export interface ShellProps {
  menu: HostMenuNode[];
  routes: HostRoute[];
  sections: HostSection[];
}

export function Shell({ menu, routes, sections }: ShellProps) {
  const user = useCurrentUser();
  const remotes = useRemotes();
  const location = useLocation();
  const { activeLayout, customizer } = useLayoutSettings();
  const [navOpen, setNavOpen] = useState(false);

  // Following a link closes the phone drawer.
  useEffect(() => setNavOpen(false), [location.pathname]);
  useFocusOnNavigation(MAIN_ID);

  // Signed out: no frame; the guarded page inside redirects to sign-in.
  if (!user) return <Outlet />;

  const visible = visibleMenu(menu, user.role);
  const visibleSections = sections.filter((section) => !section.access || canAccess(user.role, section.access));
  const Layout = LAYOUT_COMPONENTS[activeLayout];
  return (
    <>
      <SkipLink targetId={MAIN_ID} />
      {/* From lg up the open customizer takes room beside the page instead of covering its end edge. */}
      <Box pe={{ lg: customizer.show && customizer.open ? CUSTOMIZER_WIDTH : '0' }}>
        <Layout
          menu={visible}
          sections={visibleSections}
          remotes={remotes}
          topBar={
            <TopBar
              menu={visible}
              routes={routes}
              navBreakpoint={NAV_BREAKPOINT[activeLayout]}
              navOpen={navOpen}
              onOpenNav={() => setNavOpen(true)}
            />
          }
        >
          <Outlet />
        </Layout>
      </Box>
      <NavDrawer open={navOpen} onOpenChange={setNavOpen} menu={visible} sections={visibleSections} remotes={remotes} />
      <CustomizerSlot />
    </>
  );
}
