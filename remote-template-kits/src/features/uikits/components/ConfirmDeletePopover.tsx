import { useEffect, useRef, useState } from 'react';
import { Button, FileTextIcon, HStack, Icon, Popover, Portal, Text } from 'shared-ui';

const ATTACHMENT = 'launch-plan-v3.pdf';

/** A light confirmation beside the button it asks about: Yes deletes the attachment, No leaves it. */
export function ConfirmDeletePopover() {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const restoreButton = useRef<HTMLButtonElement>(null);
  // The popover and its button are gone once the file is: focus goes to the way back instead of the page's top.
  useEffect(() => {
    if (deleted) restoreButton.current?.focus();
  }, [deleted]);

  if (deleted) {
    return (
      <HStack gap="3" wrap="wrap">
        <Text textStyle="sm" role="status">
          “{ATTACHMENT}” was deleted.
        </Text>
        <Button ref={restoreButton} size="xs" variant="outline" onClick={() => setDeleted(false)}>
          Restore it
        </Button>
      </HStack>
    );
  }
  return (
    <HStack gap="3" justify="space-between" borderWidth="1px" rounded="l2" p="3" wrap="wrap">
      <HStack gap="2" minW="0">
        <Icon as={FileTextIcon} aria-hidden color="fg.muted" />
        <Text textStyle="sm">{ATTACHMENT}</Text>
      </HStack>
      <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="sm">
        <Popover.Trigger asChild>
          <Button size="xs" variant="outline" colorPalette="red">
            Delete
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content role="alertdialog" maxW="56">
              <Popover.Arrow>
                <Popover.ArrowTip />
              </Popover.Arrow>
              <Popover.Body>
                <Popover.Title fontWeight="semibold">Delete this?</Popover.Title>
                <Popover.Description textStyle="sm" color="fg.muted" mt="1">
                  “{ATTACHMENT}” leaves the task for everyone.
                </Popover.Description>
              </Popover.Body>
              <Popover.Footer justifyContent="flex-end" gap="2">
                <Button size="xs" variant="outline" onClick={() => setOpen(false)}>
                  No
                </Button>
                <Button
                  size="xs"
                  colorPalette="red"
                  onClick={() => {
                    setOpen(false);
                    setDeleted(true);
                  }}
                >
                  Yes, delete
                </Button>
              </Popover.Footer>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </HStack>
  );
}
