// Asked on Cancel after a partial Finish: the space or project exists, so closing must say what becomes of it.
import { useRef } from 'react';
import { Button, Dialog, Flex, ModalFrame } from 'shared-ui';
import type { WizardKind } from '../model/wizard-values';

interface KeepOrDeleteDialogProps {
  open: boolean;
  kind: WizardKind;
  name: string;
  deleting: boolean;
  onKeep: () => void;
  onDelete: () => void;
  onBack: () => void;
}

export function KeepOrDeleteDialog({ open, kind, name, deleting, onKeep, onDelete, onBack }: KeepOrDeleteDialogProps) {
  const backRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      role="alertdialog"
      open={open}
      onClose={() => !deleting && onBack()}
      initialFocusEl={() => backRef.current}
      size="sm"
    >
      <Dialog.Header>
        <Dialog.Title>Keep the unfinished {kind}?</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Dialog.Description>
          The {kind} {name} was created, but not everything in it was. Keep it as it is, or delete it with what was
          created?
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer>
        <Flex gap="2" wrap="wrap" justifyContent="flex-end">
          <Button ref={backRef} variant="ghost" onClick={onBack} disabled={deleting}>
            Go back
          </Button>
          <Button variant="outline" onClick={onKeep} disabled={deleting}>
            Keep the {kind}
          </Button>
          <Button colorPalette="red" onClick={onDelete} loading={deleting} loadingText="Deleting…">
            Delete the {kind}
          </Button>
        </Flex>
      </Dialog.Footer>
    </ModalFrame>
  );
}
