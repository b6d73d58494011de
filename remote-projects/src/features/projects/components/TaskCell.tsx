import { shownStatusOf } from 'tessera-contracts';
import {
  Badge,
  ColorSwatch,
  formatAmount,
  formatDate,
  formatHours,
  HStack,
  NO_VALUE,
  PlainTaskPriorityBadge,
  Text,
  ShownStatusBadge,
} from 'shared-ui';
import type { PuxeoStatus, Task } from 'tessera-contracts';
import { AssigneeAvatars } from '@projects/workspace/AssigneeAvatars';
import type { ColumnId } from '../model/task-columns';

const textOrDash = (value: string | null | undefined): string => (value ? value : NO_VALUE);

interface TaskCellProps {
  task: Task;
  column: ColumnId;
  /** Its project's name, once known. */
  projectName?: string;
  /** Its project's board statuses (workspace/board-status.ts); none: ERPNext's. */
  boardStatuses: readonly PuxeoStatus[];
  /** Full names by user id. */
  people: ReadonlyMap<string, string>;
}

/** What one column shows of a task (in a row of the task table, styled by task-rows-css.ts). */
export function TaskCell({ task, column, projectName, boardStatuses, people }: TaskCellProps) {
  switch (column) {
    case 'name':
      return <span className="task-mono">{task.name}</span>;
    case 'status':
      return <ShownStatusBadge status={shownStatusOf(task, boardStatuses)} plain />;
    case 'assignees':
      return <AssigneeAvatars task={task} people={people} />;
    case 'priority':
      return <PlainTaskPriorityBadge priority={task.priority} />;
    case 'project':
      return <>{textOrDash(projectName ?? task.project)}</>;
    case 'type':
      return <>{textOrDash(task.type)}</>;
    case 'department':
      return <>{textOrDash(task.department)}</>;
    case 'exp_start_date':
      return <>{formatDate(task.exp_start_date)}</>;
    case 'exp_end_date':
      return <>{formatDate(task.exp_end_date)}</>;
    case 'expected_time':
      return <>{formatHours(task.expected_time)}</>;
    case 'total_costing_amount':
      return <>{formatAmount(task.total_costing_amount)}</>;
    case 'total_billing_amount':
      return <>{formatAmount(task.total_billing_amount)}</>;
    case 'is_group':
      return task.is_group === 1 ? <Badge variant="surface">Group</Badge> : <>{NO_VALUE}</>;
    case 'parent_task':
      return <>{textOrDash(task.parent_task)}</>;
    case 'color':
      if (!task.color) return <>{NO_VALUE}</>;
      // The task's own colour, as the user picked it: data, not a theme colour.
      return (
        <HStack gap="2">
          <ColorSwatch value={task.color} boxSize="4" aria-hidden="true" />
          <Text as="span" fontSize="xs" fontFamily="mono">
            {task.color}
          </Text>
        </HStack>
      );
  }
}
