import { getCoreRowModel, getSortedRowModel, useReactTable, type TableOptions } from '@tanstack/react-table';
import type { TableTask } from '../api/list-table-tasks';
import { ALL_TASK_COLUMNS } from '../components/task-columns';

type ExtraOptions = Partial<Omit<TableOptions<TableTask>, 'data' | 'columns'>>;

/** A sortable TanStack table of tasks, one row per task (by name); a page adds paging, filters and its options. */
export function useTaskTable(
  tasks: TableTask[],
  options: ExtraOptions = {},
  columns: TableOptions<TableTask>['columns'] = ALL_TASK_COLUMNS,
) {
  return useReactTable({
    data: tasks,
    columns,
    getRowId: (task) => task.name,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...options,
  });
}
