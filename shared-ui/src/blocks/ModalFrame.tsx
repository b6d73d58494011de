import type { ReactNode } from 'react';
import { Dialog, Portal } from '@chakra-ui/react';

interface ModalFrameProps {
  open: boolean;
  /** Esc, the backdrop or a close trigger inside: the owner decides what closing means (cancel, discard…). */
  onClose: () => void;
  size?: Dialog.RootProps['size'];
  /** Near the top (the default, so a growing form does not jump) or centred on screen. */
  placement?: Dialog.RootProps['placement'];
  /** A long dialog scrolls with the page (the default), or its body scrolls inside it. */
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /** `alertdialog` for a question that interrupts (a confirmation). */
  role?: 'dialog' | 'alertdialog';
  initialFocusEl?: () => HTMLElement | null;
  /** Where focus goes when it closes; by default back to whatever opened it. */
  finalFocusEl?: () => HTMLElement | null;
  /** The dialog's header, body and footer (Chakra's Dialog parts). */
  children: ReactNode;
}

/**
 * Every app's modal dialog frame: over a backdrop, focus trapped inside and returned on close, mounted only while
 * open (a closed dialog keeps no stale form state).
 */
export function ModalFrame({
  open,
  onClose,
  size,
  placement,
  scrollBehavior,
  role,
  initialFocusEl,
  finalFocusEl,
  children,
}: ModalFrameProps) {
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      size={size}
      placement={placement}
      scrollBehavior={scrollBehavior}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{children}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
