import { Table } from 'shared-ui';
import type { PuxeoStatus } from 'tessera-contracts';
import type { TaskGroup } from '../model/task-groups';
import type { TaskPermissions } from '@projects/workspace/use-task-permissions';
import { TaskGroupBody } from './TaskGroupBody';
import type { TaskRowHandlers } from './TaskTableRow';

const COLUMNS = [
  { label: 'Subject' },
  { label: 'Project' },
  { label: 'Status' },
  { label: 'Priority' },
  { label: 'Assigned to' },
  { label: 'Type' },
  { label: 'Expected', numeric: true },
  { label: 'Cost', numeric: true },
  { label: 'Due' },
] as const;

interface TaskTableProps extends TaskRowHandlers {
  groups: TaskGroup[];
  /** Whether each group gets a header row (false: one group, every task). */
  grouped: boolean;
  projectLabel: (name: string) => string;
  /** A user's name by user id, once known. */
  assigneeLabel: (id: string) => string;
  /** A project's board statuses (workspace/board-status.ts). */
  statusesOf: (project: string | null | undefined) => readonly PuxeoStatus[];
  permissions: TaskPermissions;
  savingNames: ReadonlySet<string>;
}

/** The tasks as a table, a body per group; it scrolls sideways where the screen is narrower. */
export function TaskTable({ groups, grouped, permissions, savingNames, ...rowProps }: TaskTableProps) {
  const columnCount = COLUMNS.length + (permissions.canEdit ? 1 : 0);
  return (
    // Focusable and named, so keyboard users can scroll the wide table sideways too.
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" bg="bg" tabIndex={0} role="region" aria-label="Tasks table">
      <Table.Root aria-label="Tasks" size="sm" whiteSpace="nowrap">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column.label} scope="col" textAlign={'numeric' in column ? 'end' : 'start'}>
                {column.label}
              </Table.ColumnHeader>
            ))}
            {permissions.canEdit && (
              <Table.ColumnHeader scope="col" textAlign="end">
                Actions
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        {groups.map((group) => (
          <TaskGroupBody
            key={group.key}
            group={group}
            headed={grouped}
            columnCount={columnCount}
            permissions={permissions}
            savingNames={savingNames}
            {...rowProps}
          />
        ))}
      </Table.Root>
    </Table.ScrollArea>
  );
}
