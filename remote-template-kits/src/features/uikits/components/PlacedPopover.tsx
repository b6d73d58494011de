import { Button, Popover, Portal, Text } from 'shared-ui';

type Side = 'top' | 'bottom' | 'left' | 'right';
export type PopoverPlacement = Side | `${Side}-start` | `${Side}-end`;

interface PlacedPopoverProps {
  label: string;
  placement: PopoverPlacement;
  text: string;
}

/** A button that opens a small note on one side of it; Esc or a click outside closes it. */
export function PlacedPopover({ label, placement, text }: PlacedPopoverProps) {
  return (
    <Popover.Root positioning={{ placement }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {label}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="60">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <Popover.Title fontWeight="semibold">{label}</Popover.Title>
              <Text textStyle="sm" mt="1">
                {text}
              </Text>
            </Popover.Body>
            <Popover.CloseTrigger />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
