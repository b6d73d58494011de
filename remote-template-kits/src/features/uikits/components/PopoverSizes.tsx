import { Button, Popover, Portal, Text, Wrap } from 'shared-ui';

const SIZES = [
  { size: 'xs', label: 'Extra small', text: 'A word or two.' },
  { size: 'sm', label: 'Small', text: 'A short hint beside a field.' },
  { size: 'md', label: 'Medium', text: 'The default: a few lines of help or a small form.' },
  { size: 'lg', label: 'Large', text: 'Room for a list, a short form and its buttons.' },
] as const;

/** The same popover in each of its sizes: the text and the padding grow together. */
export function PopoverSizes() {
  return (
    <Wrap gap="3">
      {SIZES.map(({ size, label, text }) => (
        <Popover.Root key={size} size={size}>
          <Popover.Trigger asChild>
            <Button size="sm" variant="outline">
              {label}
            </Button>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content>
                <Popover.Arrow>
                  <Popover.ArrowTip />
                </Popover.Arrow>
                <Popover.Body>
                  <Popover.Title fontWeight="semibold">{label} popover</Popover.Title>
                  <Text mt="1">{text}</Text>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      ))}
    </Wrap>
  );
}
