import { useLayoutSettings, useOverlayMount, CloseButton, Drawer, Portal, Text } from 'shared-ui';
import type { RemoteState } from '@host/federation/remote-registry';
import type { HostMenuNode, HostSection } from '@host/routing/route-table';
import { MenuTree } from './MenuTree';
import { RemoteStatusNotes } from './RemoteStatusNotes';
import { SidebarSections } from './SidebarSections';

interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: HostMenuNode[];
  sections: HostSection[];
  remotes: RemoteState[];
}

/**
 * The whole menu in a drawer, for narrow screens in every layout: a backdrop, a close button, Esc and a tap
 * outside close it, focus is trapped inside while open and returns to the menu button after.
 */
export function NavDrawer({ open, onOpenChange, menu, sections, remotes }: NavDrawerProps) {
  const { dir } = useLayoutSettings();
  // Not in the frame's first render: it mounts when opened.
  const { mounted, onExitComplete } = useOverlayMount(open);
  if (!mounted) return null;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement={dir === 'rtl' ? 'end' : 'start'}
      size="xs"
      // Rendered only while open, so the page never has two "Main" navigation landmarks.
      lazyMount
      unmountOnExit
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="sidebar.bg" color="white">
            <Drawer.Header>
              <Drawer.Title asChild>
                <Text textStyle="lg" fontWeight="bold">
                  Menu
                </Text>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2">
              <nav aria-label="Main">
                <MenuTree menu={menu} />
                <SidebarSections sections={sections} onNavigate={() => onOpenChange(false)} />
              </nav>
              <RemoteStatusNotes remotes={remotes} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" color="white" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
