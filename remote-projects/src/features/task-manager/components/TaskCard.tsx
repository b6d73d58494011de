import type { ReactNode } from 'react';
import { formatDate, TaskPriorityBadge, Card, HStack, PLAIN_AVATARS_CSS, Stack, Text } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { AssigneeAvatars } from '@projects/workspace/AssigneeAvatars';
import { dataColour } from '../model/data-colour';

interface TaskCardProps {
  task: Task;
  projectLabel: (name: string) => string;
  /** Full names by user id, for its assignees. */
  people: ReadonlyMap<string, string>;
  /** Controls at the card's foot (the "Move to…" menu). */
  actions?: ReactNode;
}

/**
 * A task as a card: subject, project, priority, assignees and due date; its own colour, if any, on the leading edge.
 */
export function TaskCard({ task, projectLabel, people, actions }: TaskCardProps) {
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
      css={PLAIN_AVATARS_CSS}
    >
      <Card.Body gap="2">
        <Text fontWeight="medium" lineClamp={3} wordBreak="break-word">
          {task.subject}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {task.project ? projectLabel(task.project) : 'No project'}
        </Text>
        <Stack direction="row" justify="space-between" align="center" gap="2" wrap="wrap">
          <HStack gap="2">
            <TaskPriorityBadge priority={task.priority} />
            <AssigneeAvatars task={task} people={people} />
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {task.exp_end_date ? `Due ${formatDate(task.exp_end_date)}` : 'No due date'}
          </Text>
        </Stack>
        {actions && <HStack justify="flex-end">{actions}</HStack>}
      </Card.Body>
    </Card.Root>
  );
}
