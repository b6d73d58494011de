import { useState } from 'react';
import { Button, CloseButton, Drawer, Portal, Stack, Text } from 'shared-ui';
import { ChoiceButtons } from './ChoiceButtons';

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

type DrawerChoice = (typeof DRAWERS)[number];

/** A drawer from each edge; start and end are the reading direction's, so they swap sides right to left. */
export function SideDrawers() {
  const [open, setOpen] = useState<DrawerChoice | null>(null);
  const close = () => setOpen(null);
  const placement = open?.placement;
  return (
    <>
      <ChoiceButtons choices={DRAWERS} onChoose={setOpen} />
      <Drawer.Root
        open={open !== null}
        onOpenChange={(details) => {
          if (!details.open) close();
        }}
        placement={placement ?? 'end'}
        size={placement === 'top' || placement === 'bottom' ? 'xs' : 'sm'}
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
