import { useDrag } from 'react-dnd';
import { Box } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { TASK_CARD, type DraggedTask } from './board-dnd';
import { MoveToMenu } from './MoveToMenu';
import { TaskCard } from './TaskCard';

interface BoardCardProps {
  task: Task;
  groupKey: string;
  targets: ReadonlyArray<{ key: string; label: string }>;
  projectLabel: (name: string) => string;
  canEdit: boolean;
  /** A change to this task is on its way: it waits before it can move again. */
  saving: boolean;
  onMove: (task: Task, to: string) => void;
}

export function BoardCard({ task, groupKey, targets, projectLabel, canEdit, saving, onMove }: BoardCardProps) {
  const [{ isDragging }, drag] = useDrag<DraggedTask, void, { isDragging: boolean }>(
    () => ({
      type: TASK_CARD,
      item: { name: task.name, from: groupKey },
      canDrag: canEdit && !saving,
      collect: (monitor) => ({ isDragging: monitor.isDragging() }),
    }),
    [task.name, groupKey, canEdit, saving],
  );
  return (
    <Box
      as="li"
      // react-dnd 16's connectors are not React 19 refs: hand them the node from a callback.
      ref={(node: HTMLLIElement | null) => {
        drag(node);
      }}
      opacity={isDragging ? 0.4 : 1}
      cursor={canEdit ? 'grab' : undefined}
    >
      <TaskCard
        task={task}
        projectLabel={projectLabel}
        actions={
          canEdit && (
            <MoveToMenu subject={task.subject} targets={targets} disabled={saving} onMove={(to) => onMove(task, to)} />
          )
        }
      />
    </Box>
  );
}
