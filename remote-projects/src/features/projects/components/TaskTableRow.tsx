import { memo } from 'react';
import { Table } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import type { TaskColumn } from '../model/task-columns';
import { SelectBox } from './SelectBox';
import { SubjectButton } from './SubjectButton';
import { TaskCell } from './TaskCell';

interface TaskTableRowProps {
  task: Task;
  columns: readonly TaskColumn[];
  projectName?: string;
  /** Whether the row has a checkbox (writers only); `selected` says if it is ticked. */
  selectable: boolean;
  selected: boolean;
  onToggle: (task: Task) => void;
  onOpen: (task: Task) => void;
}

/** One task: its checkbox, its subject (which opens it) and the chosen columns. */
export const TaskTableRow = memo(function TaskTableRow({
  task,
  columns,
  projectName,
  selectable,
  selected,
  onToggle,
  onOpen,
}: TaskTableRowProps) {
  return (
    <Table.Row data-task={task.name} aria-selected={selectable ? selected : undefined}>
      {selectable && (
        <Table.Cell width="10">
          <SelectBox label={`Select “${task.subject}”`} checked={selected} onChange={() => onToggle(task)} />
        </Table.Cell>
      )}
      <Table.Cell minW="48" maxW="md" whiteSpace="normal">
        <SubjectButton subject={task.subject} onOpen={() => onOpen(task)} />
      </Table.Cell>
      {columns.map((column) => (
        <Table.Cell key={column.id} textAlign={column.numeric ? 'end' : 'start'}>
          <TaskCell task={task} column={column.id} projectName={projectName} />
        </Table.Cell>
      ))}
    </Table.Row>
  );
});
