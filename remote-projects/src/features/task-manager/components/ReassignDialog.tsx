import { Box, Dialog, LoadingState, ModalFrame, onDemand } from 'shared-ui';
import type { Task } from 'tessera-contracts';

// The form's code, and formik with it, loads when the dialog first opens: the list's first screen shows no form.
const ReassignForm = onDemand(
  () => import('./ReassignForm').then((module) => module.ReassignForm),
  <Box p="6">
    <LoadingState label="Loading the form" shape="lines" count={2} />
  </Box>,
);

interface ReassignDialogProps {
  /** The task to give to someone, or null while the dialog is closed. */
  task: Task | null;
  onClose: () => void;
}

/** Gives a task to one person (Frappe's assignments), replacing whoever had it. */
export function ReassignDialog({ task, onClose }: ReassignDialogProps) {
  return (
    <ModalFrame open={task !== null} onClose={onClose} size={{ base: 'full', sm: 'md' }}>
      {/* Here, not in the form that loads later: the dialog takes its name from the title it has once open. */}
      <Dialog.Header>
        <Dialog.Title>Reassign task</Dialog.Title>
      </Dialog.Header>
      {task && <ReassignForm task={task} onClose={onClose} />}
    </ModalFrame>
  );
}
