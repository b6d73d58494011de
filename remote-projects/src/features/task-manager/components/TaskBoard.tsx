import { useCallback } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { SimpleGrid } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import type { TaskGroup } from '../model/task-groups';
import { BoardGroup } from './BoardGroup';

interface TaskBoardProps {
  groups: TaskGroup[];
  projectLabel: (name: string) => string;
  canEdit: boolean;
  savingNames: ReadonlySet<string>;
  onMove: (task: Task, to: string) => void;
}

/** The project's tasks in groups; a card moves to another group by drag and drop or by its "Move to…" menu. */
export function TaskBoard({ groups, onMove, ...groupProps }: TaskBoardProps) {
  const onDrop = useCallback(
    (name: string, to: string) => {
      const task = groups.flatMap((group) => group.tasks).find((candidate) => candidate.name === name);
      if (task) onMove(task, to);
    },
    [groups, onMove],
  );
  return (
    <DndProvider backend={HTML5Backend}>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4" alignItems="start">
        {groups.map((group) => (
          <BoardGroup
            key={group.key}
            group={group}
            targets={groups.filter((other) => other.key !== group.key && other.key !== '')}
            onMove={onMove}
            onDrop={onDrop}
            {...groupProps}
          />
        ))}
      </SimpleGrid>
    </DndProvider>
  );
}
