// The columns every data table shows, defined once; a page picks them and may replace a cell's rendering.
import { createColumnHelper } from '@tanstack/react-table';
import { formatDate, NO_VALUE, PlainTaskPriorityBadge, PlainTaskStatusBadge } from 'shared-ui';
import type { TableTask } from '../api/list-table-tasks';
import { byPriorityRank, byStatusRank } from '../model/rank-sorting';

const column = createColumnHelper<TableTask>();

export const taskColumns = {
  name: column.accessor('name', { header: 'Task', sortingFn: 'alphanumeric' }),
  subject: column.accessor('subject', { header: 'Subject', sortingFn: 'text' }),
  project: column.accessor((task) => task.project ?? '', {
    id: 'project',
    header: 'Project',
    cell: (cell) => cell.getValue() || NO_VALUE,
  }),
  status: column.accessor((task) => task.status ?? '', {
    id: 'status',
    header: 'Status',
    sortingFn: byStatusRank,
    filterFn: 'equalsString',
    cell: (cell) => <PlainTaskStatusBadge status={cell.getValue()} />,
  }),
  priority: column.accessor((task) => task.priority ?? '', {
    id: 'priority',
    header: 'Priority',
    sortingFn: byPriorityRank,
    filterFn: 'equalsString',
    cell: (cell) => <PlainTaskPriorityBadge priority={cell.getValue()} />,
  }),
  due: column.accessor((task) => task.exp_end_date || undefined, {
    id: 'due',
    header: 'Due',
    sortingFn: 'text',
    // Tasks without a due date go last whichever way the column sorts.
    sortUndefined: 'last',
    cell: (cell) => formatDate(cell.getValue()),
  }),
};

export const ALL_TASK_COLUMNS = [
  taskColumns.name,
  taskColumns.subject,
  taskColumns.project,
  taskColumns.status,
  taskColumns.priority,
  taskColumns.due,
];
