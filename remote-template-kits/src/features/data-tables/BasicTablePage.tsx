import { getPaginationRowModel } from '@tanstack/react-table';
import { PageLayout, Stack } from 'shared-ui';
import type { TableTask } from './api/list-table-tasks';
import { DataTable } from './components/DataTable';
import { TablePager } from './components/TablePager';
import { TaskTableFrame } from './components/TaskTableFrame';
import { useTaskTable } from './hooks/use-task-table';

function BasicTable({ tasks }: { tasks: TableTask[] }) {
  const table = useTaskTable(tasks, {
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
    >
      <TaskTableFrame>{(tasks) => <BasicTable tasks={tasks} />}</TaskTableFrame>
    </PageLayout>
  );
}
