import { useState } from 'react';
import { Button, Popover, Portal, Text } from 'shared-ui';

/** A popover with a header, an arrow and a footer of buttons: Got it closes it, Remind me later says when. */
export function TourStepPopover() {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState('');
  const close = (result: string) => {
    setOpen(false);
    setOutcome(result);
  };
  return (
    <>
      <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Popover.Trigger asChild>
          <Button variant="outline" alignSelf="flex-start">
            What’s new in boards?
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content maxW="xs">
              <Popover.Arrow>
                <Popover.ArrowTip />
              </Popover.Arrow>
              <Popover.Header>
                <Popover.Title fontWeight="semibold">Swimlanes are here</Popover.Title>
              </Popover.Header>
              <Popover.Body>
                <Text textStyle="sm">Group a board’s cards by assignee or priority from the board’s View menu.</Text>
              </Popover.Body>
              <Popover.Footer justifyContent="flex-end" gap="2">
                <Button size="sm" variant="ghost" onClick={() => close('We will remind you tomorrow.')}>
                  Remind me later
                </Button>
                <Button size="sm" onClick={() => close('Marked as read.')}>
                  Got it
                </Button>
              </Popover.Footer>
              <Popover.CloseTrigger />
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <Text textStyle="sm" color="fg.muted" mt="2" aria-live="polite">
        {outcome}
      </Text>
    </>
  );
}
