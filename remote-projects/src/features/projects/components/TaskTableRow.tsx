import { memo } from 'react';
import type { PuxeoStatus, Task } from 'tessera-contracts';
import type { TaskColumn } from '../model/task-columns';
import { SelectBox } from './SelectBox';
import { TaskCell } from './TaskCell';

interface TaskTableRowProps {
  task: Task;
  columns: readonly TaskColumn[];
  projectName?: string;
  /** Its project's board statuses (workspace/board-status.ts); none: ERPNext's. */
  boardStatuses: readonly PuxeoStatus[];
  /** Full names by user id, for its assignees. */
  people: ReadonlyMap<string, string>;
  /** Whether the row has a checkbox (writers only); `selected` says if it is ticked. */
  selectable: boolean;
  selected: boolean;
  onToggle: (task: Task) => void;
  onOpen: (task: Task) => void;
}

/**
 * One task: its checkbox, its subject (a real button: Tab reaches it, Enter opens the task) and the chosen
 * columns. Plain elements, drawn by the table's style sheet (task-rows-css.ts).
 */
export const TaskTableRow = memo(function TaskTableRow({
  task,
  columns,
  projectName,
  boardStatuses,
  people,
  selectable,
  selected,
  onToggle,
  onOpen,
}: TaskTableRowProps) {
  return (
    <tr className="task-row" data-task={task.name} aria-selected={selectable ? selected : undefined}>
      {selectable && (
        <td className="task-cell task-select-cell">
          <SelectBox label={`Select “${task.subject}”`} checked={selected} onChange={() => onToggle(task)} />
        </td>
      )}
      <td className="task-cell task-subject-cell">
        <button type="button" className="task-subject" onClick={() => onOpen(task)}>
          {task.subject}
        </button>
      </td>
      {columns.map((column) => (
        <td key={column.id} className="task-cell" data-numeric={column.numeric ? '' : undefined}>
          <TaskCell
            task={task}
            column={column.id}
            projectName={projectName}
            boardStatuses={boardStatuses}
            people={people}
          />
        </td>
      ))}
    </tr>
  );
});
