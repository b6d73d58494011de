import { useState, type FormEvent } from 'react';
import { Button, FieldFrame, HStack, IconButton, Input, Popover, Portal, Stack } from 'shared-ui';
import { LinkIcon } from 'shared-ui/kits';
import { toSafeLink } from '../model/safe-link';

interface LinkPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link under the selection, if any. */
  currentHref: string | null;
  active: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
}

/** The toolbar's link button and the small form it opens: an address, checked before it becomes a link. */
export function LinkPopover({ open, onOpenChange, currentHref, active, onApply, onRemove }: LinkPopoverProps) {
  const [address, setAddress] = useState('');
  const [refused, setRefused] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const href = toSafeLink(address);
    if (!href) {
      setRefused(true);
      return;
    }
    onApply(href);
    onOpenChange(false);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) {
          setAddress(currentHref ?? '');
          setRefused(false);
        }
        onOpenChange(details.open);
      }}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label="Link"
          aria-pressed={active}
          aria-keyshortcuts="Control+K"
          size="sm"
          variant={active ? 'subtle' : 'ghost'}
        >
          <LinkIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '18rem', sm: '22rem' }}>
            <Popover.Body>
              <form onSubmit={submit} aria-label="Link address">
                <Stack gap="3">
                  <FieldFrame
                    label="Address"
                    helperText="A web address or an email address."
                    errorText={refused ? 'Only http, https and mailto links are allowed.' : undefined}
                  >
                    <Input
                      value={address}
                      onChange={(event) => {
                        setAddress(event.target.value);
                        setRefused(false);
                      }}
                      placeholder="https://example.com"
                      size="sm"
                    />
                  </FieldFrame>
                  <HStack justify="end" gap="2">
                    {currentHref && (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          onRemove();
                          onOpenChange(false);
                        }}
                      >
                        Remove link
                      </Button>
                    )}
                    <Button size="sm" type="submit">
                      Apply
                    </Button>
                  </HStack>
                </Stack>
              </form>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
