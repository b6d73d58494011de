import { formatAmount, formatDate, formatHours, NO_VALUE, Table, TaskPriorityBadge, ShownStatusBadge } from 'shared-ui';
import { TASK_PRIORITIES, TASK_STATUSES, type PuxeoStatus, type Task, shownStatusOf } from 'tessera-contracts';
import { useChangeTask } from '../api/change-task';
import type { TaskPermissions } from '@projects/workspace/use-task-permissions';
import { InlineChoice, valueOptions } from './InlineChoice';
import { TaskRowActions } from './TaskRowActions';
import { assigneesOf } from 'tessera-contracts';

export interface TaskRowHandlers {
  onEdit: (task: Task) => void;
  onReassign: (task: Task) => void;
  onRemove: (task: Task) => void;
}

interface TaskTableRowProps extends TaskRowHandlers {
  task: Task;
  projectLabel: (name: string) => string;
  /** A user's name by user id, once known. */
  assigneeLabel: (id: string) => string;
  /** A project's board statuses (workspace/board-status.ts), for the status a task shows and takes. */
  statusesOf: (project: string | null | undefined) => readonly PuxeoStatus[];
  permissions: TaskPermissions;
  /** A change to this task is on its way: its selects wait for it. */
  saving: boolean;
}

/** One task; the cells follow the columns of TaskTable. */
export function TaskTableRow({
  task,
  projectLabel,
  assigneeLabel,
  statusesOf,
  permissions,
  saving,
  onEdit,
  onReassign,
  onRemove,
}: TaskTableRowProps) {
  const { mutate } = useChangeTask();
  const change = (changes: Partial<Task>) => mutate({ task, changes });
  const boardStatuses = statusesOf(task.project);
  const status = shownStatusOf(task, boardStatuses);

  return (
    <Table.Row>
      <Table.Cell fontWeight="medium" minW="56" whiteSpace="normal">
        {task.subject}
      </Table.Cell>
      <Table.Cell>{task.project ? projectLabel(task.project) : NO_VALUE}</Table.Cell>
      <Table.Cell>
        {permissions.canEdit && status.kind === 'board' && (
          <InlineChoice
            label={`Status of “${task.subject}”`}
            value={status.status.name}
            options={boardStatuses.map((option) => ({ value: option.name, label: option.name1 }))}
            color={status.status.color}
            disabled={saving}
            onChange={(value) => change({ puxeo_status: value })}
          />
        )}
        {permissions.canEdit && status.kind === 'task' && (
          <InlineChoice
            label={`Status of “${task.subject}”`}
            value={task.status ?? ''}
            options={valueOptions(TASK_STATUSES)}
            disabled={saving}
            onChange={(value) => change({ status: value })}
          />
        )}
        {!permissions.canEdit && <ShownStatusBadge status={status} />}
      </Table.Cell>
      <Table.Cell>
        {permissions.canEdit ? (
          <InlineChoice
            label={`Priority of “${task.subject}”`}
            value={task.priority ?? ''}
            options={valueOptions(TASK_PRIORITIES)}
            disabled={saving}
            onChange={(priority) => change({ priority })}
          />
        ) : (
          <TaskPriorityBadge priority={task.priority} />
        )}
      </Table.Cell>
      <Table.Cell>{assigneesOf(task).map(assigneeLabel).join(', ') || NO_VALUE}</Table.Cell>
      <Table.Cell>{task.type || NO_VALUE}</Table.Cell>
      <Table.Cell textAlign="end">{formatHours(task.expected_time)}</Table.Cell>
      <Table.Cell textAlign="end">{formatAmount(task.total_costing_amount)}</Table.Cell>
      <Table.Cell>{formatDate(task.exp_end_date)}</Table.Cell>
      {permissions.canEdit && (
        <Table.Cell textAlign="end">
          <TaskRowActions
            subject={task.subject}
            canRemove={permissions.canRemove}
            onEdit={() => onEdit(task)}
            onReassign={() => onReassign(task)}
            onRemove={() => onRemove(task)}
          />
        </Table.Cell>
      )}
    </Table.Row>
  );
}
