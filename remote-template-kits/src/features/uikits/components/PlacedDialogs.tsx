import { useState } from 'react';
import { Button, CloseButton, Dialog, ModalFrame, Text, Wrap } from 'shared-ui';

const PLACEMENTS = [
  { placement: 'center', label: 'Centred', use: 'For a short question that is the only thing on screen.' },
  { placement: 'top', label: 'Near the top', use: 'For forms: the dialog does not move as it grows.' },
] as const;

type DialogPlacement = (typeof PLACEMENTS)[number]['placement'];

/** The same dialog centred on screen or near its top. */
export function PlacedDialogs() {
  const [openPlacement, setOpenPlacement] = useState<DialogPlacement | null>(null);
  const open = PLACEMENTS.find((entry) => entry.placement === openPlacement);
  const close = () => setOpenPlacement(null);
  return (
    <>
      <Wrap gap="3">
        {PLACEMENTS.map(({ placement, label }) => (
          <Button key={placement} variant="outline" size="sm" onClick={() => setOpenPlacement(placement)}>
            {label}
          </Button>
        ))}
      </Wrap>
      <ModalFrame open={open !== undefined} onClose={close} placement={openPlacement ?? 'top'} size="sm">
        {open && (
          <>
            <Dialog.Header>
              <Dialog.Title>{open.label}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{open.use}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={close}>Got it</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </>
        )}
      </ModalFrame>
    </>
  );
}
