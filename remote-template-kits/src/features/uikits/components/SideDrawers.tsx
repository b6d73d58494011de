import { useState } from 'react';
import { Button, CloseButton, Drawer, Portal, Stack, Text, Wrap } from 'shared-ui';

const DRAWERS = [
  {
    placement: 'start',
    label: 'From the start',
    title: 'Spaces',
    lines: ['Marketing · 4 projects', 'Product · 7 projects', 'Operations · 3 projects'],
  },
  {
    placement: 'end',
    label: 'From the end',
    title: 'Task details',
    lines: ['Fix the login redirect on Safari', 'Assigned to Kenji Watanabe', 'Due Friday · High priority'],
  },
  {
    placement: 'top',
    label: 'From the top',
    title: 'Announcement',
    lines: ['Scheduled maintenance on Sunday from 02:00 to 03:00 UTC. Boards stay readable.'],
  },
  {
    placement: 'bottom',
    label: 'From the bottom',
    title: 'Selected: 3 tasks',
    lines: ['Move, assign or archive the three tasks you selected on the board.'],
  },
] as const;

type DrawerPlacement = (typeof DRAWERS)[number]['placement'];

/** A drawer from each edge; start and end are the reading direction's, so they swap sides right to left. */
export function SideDrawers() {
  const [openPlacement, setOpenPlacement] = useState<DrawerPlacement | null>(null);
  const open = DRAWERS.find((entry) => entry.placement === openPlacement);
  const close = () => setOpenPlacement(null);
  return (
    <>
      <Wrap gap="3">
        {DRAWERS.map(({ placement, label }) => (
          <Button key={placement} variant="outline" size="sm" onClick={() => setOpenPlacement(placement)}>
            {label}
          </Button>
        ))}
      </Wrap>
      <Drawer.Root
        open={open !== undefined}
        onOpenChange={(details) => {
          if (!details.open) close();
        }}
        placement={openPlacement ?? 'end'}
        size={openPlacement === 'top' || openPlacement === 'bottom' ? 'xs' : 'sm'}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              {open && (
                <>
                  <Drawer.Header>
                    <Drawer.Title>{open.title}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body>
                    <Stack gap="2">
                      {open.lines.map((line) => (
                        <Text key={line}>{line}</Text>
                      ))}
                    </Stack>
                  </Drawer.Body>
                  <Drawer.Footer>
                    <Button onClick={close}>Done</Button>
                  </Drawer.Footer>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close" />
                  </Drawer.CloseTrigger>
                </>
              )}
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
}
