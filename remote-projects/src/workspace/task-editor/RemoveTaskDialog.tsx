import { toaster, ConfirmDialog } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { taskWriteErrorMessage } from '../task-writes';
import { useRemoveTask } from './use-task-editor-writes';

interface RemoveTaskDialogProps {
  /** The task to remove, or null while nothing is asked. */
  task: Task | null;
  onClose: () => void;
  /** Runs once the user confirmed (the drawer the task was open in closes too). */
  onConfirmed?: () => void;
}

/** Asks first; the task is deleted only once the user confirms. */
export function RemoveTaskDialog({ task, onClose, onConfirmed }: RemoveTaskDialogProps) {
  const remove = useRemoveTask();

  function confirm() {
    if (!task) return;
    const { name, subject } = task;
    onClose();
    onConfirmed?.();
    remove.mutate(name, {
      onSuccess: () => toaster.create({ type: 'success', title: `Removed “${subject}”` }),
      onError: (error) =>
        toaster.create({
          type: 'error',
          title: `Couldn't remove “${subject}”`,
          description: taskWriteErrorMessage(error),
        }),
    });
  }

  return (
    <ConfirmDialog
      open={task !== null}
      title="Remove task?"
      description={task ? `“${task.subject}” will be deleted for everyone. This cannot be undone.` : ''}
      confirmLabel="Remove"
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
