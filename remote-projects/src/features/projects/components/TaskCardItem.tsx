import { shownStatusOf } from 'tessera-contracts';
import { memo } from 'react';
import { Box, formatDate, HStack, NO_VALUE, Stack, TaskPriorityBadge, Text, ShownStatusBadge } from 'shared-ui';
import type { PuxeoStatus, Task } from 'tessera-contracts';
import { AssigneeAvatars } from '@projects/workspace/AssigneeAvatars';
import { SelectBox } from './SelectBox';
import { SubjectButton } from './SubjectButton';

interface TaskCardItemProps {
  task: Task;
  projectName?: string;
  /** Its project's board statuses (workspace/board-status.ts); none: ERPNext's. */
  boardStatuses: readonly PuxeoStatus[];
  /** Full names by user id, for its assignees. */
  people: ReadonlyMap<string, string>;
  selectable: boolean;
  selected: boolean;
  onToggle: (task: Task) => void;
  onOpen: (task: Task) => void;
}

/** A task on a phone: subject, status, priority, assignees, project and due date. */
export const TaskCardItem = memo(function TaskCardItem({
  task,
  projectName,
  boardStatuses,
  people,
  selectable,
  selected,
  onToggle,
  onOpen,
}: TaskCardItemProps) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" bg="bg" p="3" data-task={task.name}>
      <HStack align="flex-start" gap="3">
        {selectable && (
          <Box pt="0.5">
            <SelectBox label={`Select “${task.subject}”`} checked={selected} onChange={() => onToggle(task)} />
          </Box>
        )}
        <Stack gap="2" flex="1" minW="0">
          <SubjectButton subject={task.subject} onOpen={() => onOpen(task)} />
          <HStack gap="2" wrap="wrap">
            <ShownStatusBadge status={shownStatusOf(task, boardStatuses)} />
            <TaskPriorityBadge priority={task.priority} />
            <AssigneeAvatars task={task} people={people} />
          </HStack>
          <HStack gap="3" textStyle="xs" color="fg.muted" wrap="wrap">
            <Text as="span">{projectName ?? task.project ?? 'No project'}</Text>
            <Text as="span">Due {task.exp_end_date ? formatDate(task.exp_end_date) : NO_VALUE}</Text>
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
});
