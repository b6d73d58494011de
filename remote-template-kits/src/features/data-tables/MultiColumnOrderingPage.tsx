import { getPaginationRowModel } from '@tanstack/react-table';
import { Button, HStack, Kbd, PageLayout, Stack, Text } from 'shared-ui';
import type { TableTask } from './api/list-table-tasks';
import { DataTable } from './components/DataTable';
import { SortSummary } from './components/SortSummary';
import { TablePager } from './components/TablePager';
import { TaskTableFrame } from './components/TaskTableFrame';
import { useTaskTable } from './hooks/use-task-table';

function MultiSortTable({ tasks }: { tasks: TableTask[] }) {
  const table = useTaskTable(tasks, {
    getPaginationRowModel: getPaginationRowModel(),
    enableMultiSort: true,
    maxMultiSortColCount: 4,
    initialState: { pagination: { pageIndex: 0, pageSize: 20 } },
  });
  const sorted = table.getState().sorting.length > 0;
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <SortSummary table={table} />
        <Button size="sm" variant="outline" onClick={() => table.resetSorting(true)} disabled={!sorted}>
          Clear sort
        </Button>
      </HStack>
      <DataTable table={table} caption="Tasks, sorted by several columns" multiSort />
      <TablePager table={table} />
    </Stack>
  );
}

/** `/data-table/multi-column-ordering`: sort by one column, then add others as tie-breakers. */
export default function MultiColumnOrderingPage() {
  return (
    <PageLayout
      title="Multi-column ordering"
      description={
        <Text as="span">
          Click a header to sort by it; hold <Kbd>Shift</Kbd> while clicking (or press <Kbd>Shift</Kbd>+<Kbd>Enter</Kbd>{' '}
          on a header) to add it as the next sort key. Each header shows its place in the order.
        </Text>
      }
    >
      <TaskTableFrame>{(tasks) => <MultiSortTable tasks={tasks} />}</TaskTableFrame>
    </PageLayout>
  );
}
