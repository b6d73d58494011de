import { useId } from 'react';
import {
  formatDate,
  TaskPriorityBadge,
  TaskStatusBadge,
  Box,
  Card,
  Flex,
  Heading,
  HStack,
  Stack,
  Text,
} from 'shared-ui';
import { DATED_LIST_LIMIT, type DatedTask } from '../api/task-stats';

interface DatedTaskListProps {
  title: string;
  tasks: readonly DatedTask[];
  /** Shown when there is no task. */
  emptyText: string;
  /** How the task's end date relates to today, e.g. "in 3 days" or "5 days late". */
  describeDue: (endDate: string) => string;
  /** Colour of that relation. */
  dueColor?: string;
}

export function DatedTaskList({ title, tasks, emptyText, describeDue, dueColor = 'fg.muted' }: DatedTaskListProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {tasks.length === 0 ? (
          <Text color="fg.muted">{emptyText}</Text>
        ) : (
          <Stack
            as="ul"
            aria-labelledby={headingId}
            gap="0"
            listStyleType="none"
            maxH="96"
            overflowY="auto"
            tabIndex={0}
          >
            {tasks.map((task) => (
              <Box as="li" key={task.name} py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Flex justify="space-between" gap="3" wrap="wrap">
                  <Stack gap="0.5" minW="0">
                    <Text fontWeight="medium">{task.subject}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {[task.name, task.project, task.department].filter(Boolean).join(' · ')}
                    </Text>
                  </Stack>
                  <Stack gap="1" align="flex-end">
                    <Text fontSize="sm">
                      {formatDate(task.exp_end_date)}
                      {task.exp_end_date && (
                        <Text as="span" color={dueColor}>
                          {' '}
                          ({describeDue(task.exp_end_date)})
                        </Text>
                      )}
                    </Text>
                    <HStack gap="1">
                      {task.status && <TaskStatusBadge status={task.status} />}
                      {task.priority && <TaskPriorityBadge priority={task.priority} />}
                    </HStack>
                  </Stack>
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
        {tasks.length >= DATED_LIST_LIMIT && (
          <Text fontSize="xs" color="fg.muted" mt="2">
            Showing the first {DATED_LIST_LIMIT}.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
