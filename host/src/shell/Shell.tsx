import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, Grid } from '@chakra-ui/react';
import { useCurrentUser } from 'shared-auth';
import { useRemotes } from '../federation/remote-registry';
import type { HostMenuNode } from '../routing/route-table';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { visibleMenu } from './visible-menu';

interface ShellProps {
  menu: HostMenuNode[];
}

/** The signed-in frame: sidebar from the remotes' menus, top bar, and the current page. */
export function Shell({ menu }: ShellProps) {
  const user = useCurrentUser();
  const remotes = useRemotes();
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);

  // On a phone the sidebar is an overlay; following a link closes it.
  useEffect(() => setSidebarOpen(false), [location.pathname]);

  // Signed out: no frame; the guarded page inside redirects to sign-in.
  if (!user) return <Outlet />;

  return (
    <Grid templateColumns={{ base: '1fr', md: '260px 1fr' }} minH="100vh">
      <Box
        display={{ base: sidebarOpen ? 'block' : 'none', md: 'block' }}
        position={{ base: 'fixed', md: 'sticky' }}
        top="0"
        insetStart="0"
        h="100vh"
        w={{ base: '260px', md: 'auto' }}
        zIndex="overlay"
      >
        <Sidebar menu={visibleMenu(menu, user.role)} remotes={remotes} />
      </Box>
      <Box minW="0">
        <TopBar sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((open) => !open)} />
        {/* No padding here: every page's PageLayout has the one page padding. */}
        <Box as="main">
          <Outlet />
        </Box>
      </Box>
    </Grid>
  );
}
