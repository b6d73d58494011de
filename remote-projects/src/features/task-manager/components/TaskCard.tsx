import type { ReactNode } from 'react';
import { formatDate, TaskPriorityBadge, Card, HStack, Stack, Text } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { dataColour } from '../model/data-colour';

interface TaskCardProps {
  task: Task;
  projectLabel: (name: string) => string;
  /** Controls at the card's foot (the "Move to…" menu). */
  actions?: ReactNode;
}

/** A task as a card: subject, project, priority and due date; its own colour, if any, on the leading edge. */
export function TaskCard({ task, projectLabel, actions }: TaskCardProps) {
  const colour = dataColour(task.color);
  return (
    <Card.Root
      as="article"
      aria-label={task.subject}
      size="sm"
      variant="outline"
      h="full"
      borderStartWidth={colour ? '4px' : undefined}
      borderStartColor={colour}
    >
      <Card.Body gap="2">
        <Text fontWeight="medium" lineClamp={3} wordBreak="break-word">
          {task.subject}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {task.project ? projectLabel(task.project) : 'No project'}
        </Text>
        <Stack direction="row" justify="space-between" align="center" gap="2" wrap="wrap">
          <TaskPriorityBadge priority={task.priority} />
          <Text fontSize="xs" color="fg.muted">
            {task.exp_end_date ? `Due ${formatDate(task.exp_end_date)}` : 'No due date'}
          </Text>
        </Stack>
        {actions && <HStack justify="flex-end">{actions}</HStack>}
      </Card.Body>
    </Card.Root>
  );
}
