import { useId, useState } from 'react';
import {
  Button,
  formatCount,
  formatDate,
  TaskPriorityBadge,
  ShownStatusBadge,
  Box,
  Card,
  Flex,
  Heading,
  HStack,
  Stack,
  Text,
} from 'shared-ui';
import type { DatedTask } from '../api/dated-tasks';
import { useTaskStatusBook } from '../api/use-task-status-book';

interface DatedTaskListProps {
  title: string;
  /** The most pressing tasks, as many as were read. */
  tasks: readonly DatedTask[];
  /** How many such tasks there are in all. */
  total: number;
  /** Shown when there is no task. */
  emptyText: string;
  /** How the task's end date relates to today, e.g. "in 3 days" or "5 days late". */
  describeDue: (endDate: string) => string;
  /** Colour of that relation. */
  dueColor?: string;
}

/** Rows shown before "Show all": whole rows, never a box that cuts one in half. */
const FIRST_ROWS = 6;

export function DatedTaskList({
  title,
  tasks,
  total,
  emptyText,
  describeDue,
  dueColor = 'fg.muted',
}: DatedTaskListProps) {
  const headingId = useId();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const statusOf = useTaskStatusBook();
  const shown = showAll ? tasks : tasks.slice(0, FIRST_ROWS);
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
          <Stack as="ul" id={listId} aria-labelledby={headingId} gap="0" listStyleType="none">
            {shown.map((task) => (
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
                      <ShownStatusBadge status={statusOf(task)} />
                      {task.priority && <TaskPriorityBadge priority={task.priority} />}
                    </HStack>
                  </Stack>
                </Flex>
              </Box>
            ))}
          </Stack>
        )}
        {tasks.length > 0 && (
          <Flex justify="space-between" align="center" gap="3" wrap="wrap" mt="2">
            <Text fontSize="xs" color="fg.muted">
              Showing {formatCount(shown.length)} of {formatCount(total)}
              {showAll && tasks.length < total && ', the most pressing'}
            </Text>
            {tasks.length > FIRST_ROWS && (
              <Button size="xs" variant="ghost" aria-controls={listId} onClick={() => setShowAll(!showAll)}>
                {showAll ? 'Show fewer' : `Show ${formatCount(tasks.length)}`}
              </Button>
            )}
          </Flex>
        )}
      </Card.Body>
    </Card.Root>
  );
}
