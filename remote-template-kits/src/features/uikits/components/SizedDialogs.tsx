import { useState } from 'react';
import { ModalFrame, Text } from 'shared-ui';
import { ChoiceButtons } from './ChoiceButtons';
import { GotItDialogContent } from './GotItDialogContent';

const SIZES = [
  { size: 'xs', label: 'Extra small', use: 'A one-line question.' },
  { size: 'sm', label: 'Small', use: 'A short message with one choice.' },
  { size: 'md', label: 'Medium', use: 'The default: a few paragraphs or a short form.' },
  { size: 'lg', label: 'Large', use: 'A longer form or a preview.' },
  { size: 'xl', label: 'Extra large', use: 'Side-by-side content, such as a comparison.' },
  { size: 'full', label: 'Full screen', use: 'A focused task that needs the whole screen, such as an editor.' },
] as const;

type SizeChoice = (typeof SIZES)[number];

/** One button per size; each opens a dialog of that size that says what the size is for. */
export function SizedDialogs() {
  const [open, setOpen] = useState<SizeChoice | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <ChoiceButtons choices={SIZES} onChoose={setOpen} />
      <ModalFrame open={open !== null} onClose={close} size={open?.size ?? 'md'}>
        {open && (
          <GotItDialogContent title={`${open.label} dialog`} onClose={close}>
            <Text>{open.use}</Text>
            <Text color="fg.muted" mt="2" textStyle="sm">
              Tab stays inside the dialog; Esc, Close or a click outside closes it and focus goes back to the button
              that opened it.
            </Text>
          </GotItDialogContent>
        )}
      </ModalFrame>
    </>
  );
}
