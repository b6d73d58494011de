import type { ReactNode } from 'react';
import { Box, HStack, Stack, TaskStatusBadge, Text } from 'shared-ui';
import type { WidgetTask } from '../api/widget-tasks';

interface TaskListItemsProps {
  tasks: readonly WidgetTask[];
  /** The line under the subject: when it changed, when it is due. */
  detail: (task: WidgetTask) => ReactNode;
  empty: string;
}

export function TaskListItems({ tasks, detail, empty }: TaskListItemsProps) {
  if (tasks.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Box as="ul" listStyleType="none" m="0" p="0">
      {tasks.map((task) => (
        <Box as="li" key={task.name} py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
          <HStack justify="space-between" align="flex-start" gap="3">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium" lineClamp={1}>
                {task.subject}
              </Text>
              <Text textStyle="xs" color="fg.muted">
                {task.name}
                {task.project ? ` · ${task.project}` : ''} · {detail(task)}
              </Text>
            </Stack>
            <TaskStatusBadge status={task.status} />
          </HStack>
        </Box>
      ))}
    </Box>
  );
}
