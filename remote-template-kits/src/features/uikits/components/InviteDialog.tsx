import { useState } from 'react';
import { Box, Button, Dialog, LoadingState, ModalFrame, onDemand } from 'shared-ui';

// The form's code, and formik with it, loads when the dialog first opens: the page's first screen shows no form.
const InviteForm = onDemand(
  () => import('./InviteForm').then((module) => module.InviteForm),
  <Box p="6">
    <LoadingState label="Loading the form" shape="lines" />
  </Box>,
);

/** A form in a dialog: focus starts in the first field, and the dialog closes only on cancel or a valid send. */
export function InviteDialog() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <>
      <Button alignSelf="flex-start" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <ModalFrame open={open} onClose={close}>
        <Dialog.Header>
          <Dialog.Title>Invite a teammate</Dialog.Title>
        </Dialog.Header>
        {/* The close button comes with the form: until it is there, the dialog keeps the focus for its first field. */}
        {open && <InviteForm onClose={close} />}
      </ModalFrame>
    </>
  );
}
