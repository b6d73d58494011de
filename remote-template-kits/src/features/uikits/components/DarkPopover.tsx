import { Button, Popover, Portal, Text } from 'shared-ui';

/** A popover drawn dark whatever the page's colour mode (the "dark" class switches its colour tokens). */
export function DarkPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="outline" alignSelf="flex-start">
          Keyboard shortcuts
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content className="dark" maxW="xs">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <Popover.Title fontWeight="semibold">Shortcuts on a board</Popover.Title>
              <Text textStyle="sm" mt="2">
                N adds a card, / searches, and the arrow keys move between cards.
              </Text>
            </Popover.Body>
            <Popover.CloseTrigger />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
