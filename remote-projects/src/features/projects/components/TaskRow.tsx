import {
  formatAmount,
  formatDate,
  formatHours,
  NO_VALUE,
  TaskPriorityBadge,
  TaskStatusBadge,
  Badge,
  ColorSwatch,
  HStack,
  Table,
  Text,
} from 'shared-ui';
import type { Task } from 'tessera-contracts';

function textOrDash(value: string | null | undefined): string {
  return value ? value : NO_VALUE;
}

/** One task; the cells follow TASK_COLUMNS in TaskTable. `projectName`: its project's name, once known. */
export function TaskRow({ task, projectName }: { task: Task; projectName?: string }) {
  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="48">
        {task.subject}
      </Table.Cell>
      <Table.Cell>
        <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono">
          {task.name}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <TaskStatusBadge status={task.status} />
      </Table.Cell>
      <Table.Cell>
        <TaskPriorityBadge priority={task.priority} />
      </Table.Cell>
      <Table.Cell>{textOrDash(projectName ?? task.project)}</Table.Cell>
      <Table.Cell>{textOrDash(task.type)}</Table.Cell>
      <Table.Cell>{textOrDash(task.department)}</Table.Cell>
      <Table.Cell>{formatDate(task.exp_start_date)}</Table.Cell>
      <Table.Cell>{formatDate(task.exp_end_date)}</Table.Cell>
      <Table.Cell textAlign="end">{formatHours(task.expected_time)}</Table.Cell>
      <Table.Cell textAlign="end">{formatAmount(task.total_costing_amount)}</Table.Cell>
      <Table.Cell textAlign="end">{formatAmount(task.total_billing_amount)}</Table.Cell>
      <Table.Cell>{task.is_group === 1 ? <Badge variant="surface">Group</Badge> : NO_VALUE}</Table.Cell>
      <Table.Cell>{textOrDash(task.parent_task)}</Table.Cell>
      <Table.Cell>
        {task.color ? (
          // The task's own colour, as the user picked it: data, not a theme colour.
          <HStack gap="2">
            <ColorSwatch value={task.color} boxSize="4" aria-hidden="true" />
            <Text as="span" fontSize="xs" fontFamily="mono">
              {task.color}
            </Text>
          </HStack>
        ) : (
          NO_VALUE
        )}
      </Table.Cell>
    </Table.Row>
  );
}
