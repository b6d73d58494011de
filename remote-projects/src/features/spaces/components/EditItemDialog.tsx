// Rename or recolour a space or a project (the tree's More menu): a small form, saved on Save, with the
// server's refusal (a taken name, a change made elsewhere) shown in it.
import { Box, Dialog, LoadingState, ModalFrame, onDemand } from 'shared-ui';
import type { EditItemFormProps } from './EditItemForm';

export type { EditMode } from '../model/edit-item-form';

// The form's code, and formik with it, loads when the dialog first opens, not with the tree on every page.
const EditItemForm = onDemand(
  () => import('./EditItemForm').then((module) => module.EditItemForm),
  <Box p="6">
    <LoadingState label="Loading the form" shape="lines" count={2} />
  </Box>,
);

export function EditItemDialog(props: EditItemFormProps) {
  const what = props.item.kind === 'space' ? 'space' : 'project';
  return (
    <ModalFrame open onClose={props.onClose} size="sm">
      {/* Here, not in the form that loads later: the dialog takes its name from the title it has once open. */}
      <Dialog.Header>
        <Dialog.Title>{props.mode === 'rename' ? `Rename the ${what}` : `Change the ${what}'s colour`}</Dialog.Title>
      </Dialog.Header>
      <EditItemForm {...props} />
    </ModalFrame>
  );
}
