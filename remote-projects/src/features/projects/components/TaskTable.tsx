import { Table } from 'shared-ui';
import type { Task } from 'tessera-contracts';
import { TaskRow } from './TaskRow';

interface Column {
  label: string;
  numeric?: boolean;
}

const TASK_COLUMNS: readonly Column[] = [
  { label: 'Subject' },
  { label: 'ID' },
  { label: 'Status' },
  { label: 'Priority' },
  { label: 'Project' },
  { label: 'Type' },
  { label: 'Department' },
  { label: 'Start' },
  { label: 'End' },
  { label: 'Expected', numeric: true },
  { label: 'Costing', numeric: true },
  { label: 'Billing', numeric: true },
  { label: 'Group' },
  { label: 'Parent task' },
  { label: 'Colour' },
];

interface TaskTableProps {
  tasks: Task[];
  /** Project names by project id, to show a project by its name rather than its id. */
  projectNames: ReadonlyMap<string, string>;
}

/** All fifteen task fields; the table scrolls sideways where the screen is narrower than it. */
export function TaskTable({ tasks, projectNames }: TaskTableProps) {
  return (
    // Focusable and named, so keyboard users can scroll the wide table sideways too.
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" bg="bg" tabIndex={0} role="region" aria-label="Tasks table">
      <Table.Root aria-label="Tasks" size="sm" stickyHeader whiteSpace="nowrap">
        <Table.Header>
          <Table.Row>
            {TASK_COLUMNS.map((column) => (
              <Table.ColumnHeader key={column.label} scope="col" textAlign={column.numeric ? 'end' : 'start'}>
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tasks.map((task) => (
            <TaskRow
              key={task.name}
              task={task}
              projectName={task.project ? projectNames.get(task.project) : undefined}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
