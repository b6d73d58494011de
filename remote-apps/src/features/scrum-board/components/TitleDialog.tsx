import { Box, Dialog, LoadingState, ModalFrame, onDemand } from 'shared-ui';
import type { TitleFormProps } from './TitleForm';

// The form's code, and formik with it, loads when the dialog first opens: the board's first screen shows no form.
const TitleForm = onDemand(
  () => import('./TitleForm').then((module) => module.TitleForm),
  <Box p="6">
    <LoadingState label="Loading the form" shape="lines" count={2} />
  </Box>,
);

interface TitleDialogProps extends TitleFormProps {
  open: boolean;
  heading: string;
}

/** Asks for one title: a new column's, or a column's new name. */
export function TitleDialog({ open, heading, ...form }: TitleDialogProps) {
  return (
    <ModalFrame open={open} onClose={form.onClose} size="sm">
      {/* Here, not in the form that loads later: the dialog takes its name from the title it has once open. */}
      <Dialog.Header>
        <Dialog.Title>{heading}</Dialog.Title>
      </Dialog.Header>
      <TitleForm {...form} />
    </ModalFrame>
  );
}
