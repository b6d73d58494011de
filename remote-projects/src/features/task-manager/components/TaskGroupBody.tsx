import { useState } from 'react';
import { plural, Button, Table } from 'shared-ui';
import type { PuxeoStatus } from 'tessera-contracts';
import type { TaskGroup } from '../model/task-groups';
import type { TaskPermissions } from '@projects/workspace/use-task-permissions';
import { TaskTableRow, type TaskRowHandlers } from './TaskTableRow';

/** Rows drawn per group before "Show all": each row holds selects and a menu, costly by the thousand. */
const FIRST_ROWS = 50;
const TASK_NOUN = { one: 'task', other: 'tasks' };

interface TaskGroupBodyProps extends TaskRowHandlers {
  group: TaskGroup;
  /** Whether the group gets a header row. */
  headed: boolean;
  columnCount: number;
  projectLabel: (name: string) => string;
  /** A user's name by user id, once known. */
  assigneeLabel: (id: string) => string;
  /** A project's board statuses (workspace/board-status.ts). */
  statusesOf: (project: string | null | undefined) => readonly PuxeoStatus[];
  permissions: TaskPermissions;
  savingNames: ReadonlySet<string>;
}

export function TaskGroupBody({ group, headed, columnCount, savingNames, ...rowProps }: TaskGroupBodyProps) {
  const [showAll, setShowAll] = useState(false);
  const rows = showAll ? group.tasks : group.tasks.slice(0, FIRST_ROWS);
  return (
    <Table.Body>
      {headed && (
        <Table.Row bg="bg.muted">
          <Table.ColumnHeader scope="rowgroup" colSpan={columnCount}>
            {group.label} · {plural(group.tasks.length, TASK_NOUN)}
          </Table.ColumnHeader>
        </Table.Row>
      )}
      {rows.map((task) => (
        <TaskTableRow key={task.name} task={task} saving={savingNames.has(task.name)} {...rowProps} />
      ))}
      {rows.length < group.tasks.length && (
        <Table.Row>
          <Table.Cell colSpan={columnCount}>
            <Button size="xs" variant="ghost" onClick={() => setShowAll(true)}>
              Show all {plural(group.tasks.length, TASK_NOUN)}
              {headed ? ` (${group.label})` : ''}
            </Button>
          </Table.Cell>
        </Table.Row>
      )}
    </Table.Body>
  );
}
