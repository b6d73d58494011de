import { ModalFrame } from 'shared-ui';
import type { Project, Task } from 'tessera-contracts';
import { NewTaskForm } from './NewTaskForm';

interface NewTaskDialogProps {
  open: boolean;
  project: Project;
  onCreated: (task: Task) => void;
  onClose: () => void;
}

export function NewTaskDialog({ open, project, onCreated, onClose }: NewTaskDialogProps) {
  return (
    <ModalFrame open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }}>
      <NewTaskForm project={project} onCreated={onCreated} onClose={onClose} />
    </ModalFrame>
  );
}
