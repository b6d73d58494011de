import { useId, useState } from 'react';
import { useDrop } from 'react-dnd';
import { plural, taskPalette, Badge, Button, Heading, HStack, Stack, Text } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import type { TaskGroup } from '../model/task-groups';
import { TASK_CARD, type DraggedTask } from './board-dnd';
import { BoardCard } from './BoardCard';

const TASK_NOUN = { one: 'task', other: 'tasks' };
/** Cards drawn per group before "Show all": each holds a drag source and a menu. */
const FIRST_CARDS = 30;

interface BoardGroupProps {
  group: TaskGroup;
  /** The groups a card of this one can move to. */
  targets: ReadonlyArray<{ key: string; label: string }>;
  projectLabel: (name: string) => string;
  canEdit: boolean;
  savingNames: ReadonlySet<string>;
  onMove: (task: Task, to: string) => void;
  onDrop: (name: string, to: string) => void;
}

/** One priority or status of the project: a place to drop cards, and its cards. */
export function BoardGroup({ group, targets, savingNames, onDrop, ...cardProps }: BoardGroupProps) {
  const headingId = useId();
  const [{ isOver, canDrop }, drop] = useDrop<DraggedTask, void, { isOver: boolean; canDrop: boolean }>(
    () => ({
      accept: TASK_CARD,
      // The "No priority" group shows tasks without one; nothing can be moved into it.
      canDrop: (item) => item.from !== group.key && group.key !== '',
      drop: (item) => onDrop(item.name, group.key),
      collect: (monitor) => ({ isOver: monitor.isOver(), canDrop: monitor.canDrop() }),
    }),
    [group.key, onDrop],
  );
  const highlighted = isOver && canDrop;
  const [showAll, setShowAll] = useState(false);
  const cards = showAll ? group.tasks : group.tasks.slice(0, FIRST_CARDS);

  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      ref={(node: HTMLDivElement | null) => {
        drop(node);
      }}
      gap="3"
      p="3"
      borderWidth="2px"
      borderStyle={highlighted ? 'dashed' : 'solid'}
      borderColor={highlighted ? 'colorPalette.solid' : 'border'}
      colorPalette={taskPalette(group.key)}
      borderRadius="l2"
      bg={highlighted ? 'colorPalette.subtle' : 'bg.subtle'}
      minH="32"
    >
      <HStack justify="space-between">
        <Heading as="h2" size="sm" id={headingId}>
          <Badge colorPalette={taskPalette(group.key)} variant="subtle">
            {group.label}
          </Badge>
        </Heading>
        <Text fontSize="xs" color="fg.muted">
          {plural(group.tasks.length, TASK_NOUN)}
        </Text>
      </HStack>
      {group.tasks.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No tasks.
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={`${group.label} tasks`}>
          {cards.map((task) => (
            <BoardCard
              key={task.name}
              task={task}
              groupKey={group.key}
              targets={targets}
              saving={savingNames.has(task.name)}
              {...cardProps}
            />
          ))}
        </Stack>
      )}
      {cards.length < group.tasks.length && (
        <Button size="xs" variant="ghost" alignSelf="start" onClick={() => setShowAll(true)}>
          Show all {plural(group.tasks.length, TASK_NOUN)}
        </Button>
      )}
    </Stack>
  );
}
