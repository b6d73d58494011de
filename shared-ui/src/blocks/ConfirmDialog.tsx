import { Button, Dialog } from '@chakra-ui/react';
import { useRef } from 'react';
import { ModalFrame } from './ModalFrame';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes; by default back to whatever opened it. */
  finalFocusEl?: () => HTMLElement | null;
}

/** A destructive-action confirmation. Focus starts on Cancel so a stray Enter never destroys anything. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
  onCancel,
  finalFocusEl,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      role="alertdialog"
      open={open}
      onClose={onCancel}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={finalFocusEl}
      size="sm"
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>{description}</Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Button ref={cancelRef} variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </ModalFrame>
  );
}
