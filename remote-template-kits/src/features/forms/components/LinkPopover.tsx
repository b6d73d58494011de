import { IconButton, LoadingState, onDemand, Popover, Portal } from 'shared-ui';
import { LinkIcon } from 'shared-ui/kits';

// The form's code, and formik with it, loads when the popover first opens (or its button is pointed at): the
// editor's first screen shows no form.
const LinkForm = onDemand(
  () => import('./LinkForm').then((module) => module.LinkForm),
  <LoadingState label="Loading the form" shape="lines" count={2} />,
);

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
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      positioning={{ placement: 'bottom-start' }}
    >
      <Popover.Trigger asChild>
        <IconButton
          aria-label="Link"
          aria-pressed={active}
          aria-keyshortcuts="Control+K"
          size="sm"
          variant={active ? 'subtle' : 'ghost'}
          onPointerEnter={() => void LinkForm.preload()}
        >
          <LinkIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: '18rem', sm: '22rem' }}>
            <Popover.Body>
              {/* Drawn afresh at each opening, so it starts from the link under the selection. */}
              {open && (
                <LinkForm
                  currentHref={currentHref}
                  onApply={(href) => {
                    onApply(href);
                    onOpenChange(false);
                  }}
                  onRemove={() => {
                    onRemove();
                    onOpenChange(false);
                  }}
                />
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
