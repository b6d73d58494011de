import { useState } from 'react';
import { ModalFrame, Text } from 'shared-ui';
import { ChoiceButtons } from './ChoiceButtons';
import { GotItDialogContent } from './GotItDialogContent';

const PLACEMENTS = [
  { placement: 'center', label: 'Centred', use: 'For a short question that is the only thing on screen.' },
  { placement: 'top', label: 'Near the top', use: 'For forms: the dialog does not move as it grows.' },
] as const;

type PlacementChoice = (typeof PLACEMENTS)[number];

/** The same dialog centred on screen or near its top. */
export function PlacedDialogs() {
  const [open, setOpen] = useState<PlacementChoice | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <ChoiceButtons choices={PLACEMENTS} onChoose={setOpen} />
      <ModalFrame open={open !== null} onClose={close} placement={open?.placement ?? 'top'} size="sm">
        {open && (
          <GotItDialogContent title={open.label} onClose={close}>
            <Text>{open.use}</Text>
          </GotItDialogContent>
        )}
      </ModalFrame>
    </>
  );
}
