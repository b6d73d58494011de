import { useState } from 'react';
import { Button, FieldFrame, HStack, Input, Popover, Portal, Stack, toaster } from 'shared-ui';
import { Clipboard } from 'shared-ui/kits';

const SHARE_LINK = 'https://tessera.example/share/website-redesign';

/** A popover holding a small form: the share link to copy, and an email to send it to. */
export function ShareProjectPopover() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Popover.Trigger asChild>
        <Button>Share project</Button>
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
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    if (!email.trim()) return;
                    toaster.create({ type: 'success', title: `Link sent to ${email.trim()}` });
                    setEmail('');
                    setOpen(false);
                  }}
                >
                  <FieldFrame label="Or send it to">
                    <HStack gap="2" w="full">
                      <Input
                        size="sm"
                        type="email"
                        placeholder="name@company.com"
                        value={email}
                        onChange={(event) => setEmail(event.currentTarget.value)}
                      />
                      <Button size="sm" type="submit" disabled={!email.trim()}>
                        Send
                      </Button>
                    </HStack>
                  </FieldFrame>
                </form>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
