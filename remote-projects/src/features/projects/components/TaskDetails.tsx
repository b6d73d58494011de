import { shownStatusOf } from 'tessera-contracts';
import {
  DataList,
  formatAmount,
  formatDate,
  formatHours,
  htmlToPlainText,
  NO_VALUE,
  TaskPriorityBadge,
  Text,
  ShownStatusBadge,
} from 'shared-ui';
import type { PuxeoStatus, Task } from 'tessera-contracts';

interface TaskDetailsProps {
  task: Task;
  projectName?: string;
  /** Its project's board statuses (workspace/board-status.ts); none: ERPNext's. */
  boardStatuses: readonly PuxeoStatus[];
}

/** A task for those who may not change it: its fields as text (the description too, never as HTML). */
export function TaskDetails({ task, projectName, boardStatuses }: TaskDetailsProps) {
  const description = htmlToPlainText(task.description);
  const items: Array<[string, React.ReactNode]> = [
    ['Subject', task.subject],
    ['ID', task.name],
    ['Status', <ShownStatusBadge key="status" status={shownStatusOf(task, boardStatuses)} />],
    ['Priority', <TaskPriorityBadge key="priority" priority={task.priority} />],
    ['Project', projectName ?? task.project ?? NO_VALUE],
    ['Start date', formatDate(task.exp_start_date)],
    ['Due date', formatDate(task.exp_end_date)],
    ['Expected time', formatHours(task.expected_time)],
    ['Costing', formatAmount(task.total_costing_amount)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
      <DataList.Item>
        <DataList.ItemLabel>Description</DataList.ItemLabel>
        <DataList.ItemValue>
          <Text whiteSpace="pre-wrap">{description || NO_VALUE}</Text>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
