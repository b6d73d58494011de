import { getCoreRowModel, getPaginationRowModel, getSortedRowModel, useReactTable } from '@tanstack/react-table';
import { PageLayout, Stack } from 'shared-ui';
import type { TableTask } from './api/table-tasks';
import { DataTable } from './components/DataTable';
import { TablePager } from './components/TablePager';
import { ALL_TASK_COLUMNS } from './components/task-columns';
import { TaskTableFrame } from './components/TaskTableFrame';

function BasicTable({ tasks }: { tasks: TableTask[] }) {
  const table = useReactTable({
    data: tasks,
    columns: ALL_TASK_COLUMNS,
    getRowId: (task) => task.name,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    initialState: { pagination: { pageIndex: 0, pageSize: 10 } },
  });
  return (
    <Stack gap="3">
      <DataTable table={table} caption="Tasks" />
      <TablePager table={table} />
    </Stack>
  );
}

/** `/data-table/basic`: every task, a page at a time; click a header to sort by it. */
export default function BasicTablePage() {
  return (
    <PageLayout
      title="Basic data table"
      description="Every task, a page at a time. Choose how many rows a page shows; click a column header to sort."
      breadcrumbs={[{ label: 'Data tables' }, { label: 'Basic' }]}
    >
      <TaskTableFrame>{(tasks) => <BasicTable tasks={tasks} />}</TaskTableFrame>
    </PageLayout>
  );
}
