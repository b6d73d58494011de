import { useState } from 'react';
import { Button, CloseButton, Dialog, ModalFrame, Text, Wrap } from 'shared-ui';

const SIZES = [
  { size: 'xs', label: 'Extra small', use: 'A one-line question.' },
  { size: 'sm', label: 'Small', use: 'A short message with one choice.' },
  { size: 'md', label: 'Medium', use: 'The default: a few paragraphs or a short form.' },
  { size: 'lg', label: 'Large', use: 'A longer form or a preview.' },
  { size: 'xl', label: 'Extra large', use: 'Side-by-side content, such as a comparison.' },
  { size: 'full', label: 'Full screen', use: 'A focused task that needs the whole screen, such as an editor.' },
] as const;

type DialogSize = (typeof SIZES)[number]['size'];

/** One button per size; each opens a dialog of that size that says what the size is for. */
export function SizedDialogs() {
  const [openSize, setOpenSize] = useState<DialogSize | null>(null);
  const open = SIZES.find((entry) => entry.size === openSize);
  const close = () => setOpenSize(null);
  return (
    <>
      <Wrap gap="3">
        {SIZES.map(({ size, label }) => (
          <Button key={size} variant="outline" size="sm" onClick={() => setOpenSize(size)}>
            {label}
          </Button>
        ))}
      </Wrap>
      <ModalFrame open={open !== undefined} onClose={close} size={openSize ?? 'md'}>
        {open && (
          <>
            <Dialog.Header>
              <Dialog.Title>{open.label} dialog</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{open.use}</Text>
              <Text color="fg.muted" mt="2" textStyle="sm">
                Tab stays inside the dialog; Esc, Close or a click outside closes it and focus goes back to the button
                that opened it.
              </Text>
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
