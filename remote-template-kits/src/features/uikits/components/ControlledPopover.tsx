import { useState } from 'react';
import { Button, HStack, Popover, Portal, Text } from 'shared-ui';

/** A popover whose open state the page holds: a second button, away from its trigger, opens it. */
export function ControlledPopover() {
  const [open, setOpen] = useState(false);
  return (
    <HStack gap="3" wrap="wrap">
      <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Popover.Trigger asChild>
          <Button variant="outline">Filters</Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content maxW="64">
              <Popover.Arrow>
                <Popover.ArrowTip />
              </Popover.Arrow>
              <Popover.Body>
                <Popover.Title fontWeight="semibold">New: saved filters</Popover.Title>
                <Text textStyle="sm" mt="1">
                  Save the filters you use most and find them here next time.
                </Text>
              </Popover.Body>
              <Popover.CloseTrigger />
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <Button variant="subtle" onClick={() => setOpen(true)}>
        Show the hint on Filters
      </Button>
    </HStack>
  );
}
