import { useState } from 'react';
import { Button, HStack, Input, LoadingState, onDemand, Popover, Portal, Stack } from 'shared-ui';
import { Clipboard } from 'shared-ui/kits';

// The form's code, and formik with it, loads when the popover first opens: the page's first screen shows no form.
const ShareForm = onDemand(
  () => import('./ShareForm').then((module) => module.ShareForm),
  <LoadingState label="Loading the form" shape="lines" count={2} />,
);

const SHARE_LINK = 'https://tessera.example/share/website-redesign';

/** A popover holding a small form: the share link to copy, and an email to send it to. */
export function ShareProjectPopover() {
  const [open, setOpen] = useState(false);
  return (
    // Mounted at the first opening and kept, so an address typed and left is still there when it reopens.
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount>
      <Popover.Trigger asChild>
        <Button alignSelf="flex-start">Share project</Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">Share “Website redesign”</Popover.Title>
                <Clipboard.Root value={SHARE_LINK}>
                  <Clipboard.Label textStyle="sm">Link</Clipboard.Label>
                  <HStack gap="2">
                    <Clipboard.Input asChild>
                      <Input size="sm" readOnly />
                    </Clipboard.Input>
                    <Clipboard.Trigger asChild>
                      <Button size="sm" variant="outline">
                        <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
                      </Button>
                    </Clipboard.Trigger>
                  </HStack>
                </Clipboard.Root>
                <ShareForm onSent={() => setOpen(false)} />
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
