import { ModalFrame } from 'shared-ui';
import type { Project, Task } from 'tessera-contracts';
import { TaskEditFormOnDemand } from '@projects/workspace/task-editor/TaskEditFormOnDemand';

interface TaskEditDialogProps {
  /** The task to edit, or null while the dialog is closed. */
  task: Task | null;
  projects: readonly Project[];
  onClose: () => void;
}

export function TaskEditDialog({ task, projects, onClose }: TaskEditDialogProps) {
  return (
    <ModalFrame open={task !== null} onClose={onClose} size={{ base: 'full', md: 'lg' }}>
      {task && <TaskEditFormOnDemand task={task} projects={projects} onClose={onClose} />}
    </ModalFrame>
  );
}
