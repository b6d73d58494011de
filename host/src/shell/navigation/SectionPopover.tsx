import { useCallback, useEffect, useState } from 'react';
import {
  ChevronDownIcon,
  MenuGroupIcon,
  Button,
  Popover,
  Portal,
  STICKY_ANCHOR_POSITIONING,
  useLocation,
} from 'shared-ui';
import type { HostSection } from '@host/routing/route-table';
import { SidebarSections } from './SidebarSections';
import { usePressOutside } from './use-press-outside';

/**
 * Layout3's bar holds a remote's sidebar section (the spaces tree) behind a button: a popover rather than a
 * menu, since the section has its own links, menus and dialogs. Its code loads the first time it opens.
 */
export function SectionPopover({ section }: { section: HostSection }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  // The popover's own "outside" would count the section's dialogs and menus (portals) as outside.
  const markPressInside = usePressOutside(open, close);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ ...STICKY_ANCHOR_POSITIONING, placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
      closeOnInteractOutside={false}
    >
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          gap="2"
          color="fg"
          _expanded={{ bg: 'bg.muted' }}
          onPointerDownCapture={markPressInside}
        >
          <MenuGroupIcon name={section.icon} size={16} />
          {section.label}
          <ChevronDownIcon size={14} aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            w="xs"
            maxH="min(70vh, 32rem)"
            overflowY="auto"
            aria-label={section.label}
            onPointerDownCapture={markPressInside}
          >
            <Popover.Body px="2" pt="0" pb="3">
              <SidebarSections sections={[section]} onNavigate={close} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
