import type { SortingState } from '@tanstack/react-table';
import { formatCount, PageLayout, Stack, Text } from 'shared-ui';
import type { TableTask } from './api/list-table-tasks';
import { DataTable } from './components/DataTable';
import { SortSummary } from './components/SortSummary';
import { TaskTableFrame } from './components/TaskTableFrame';
import { useTaskTable } from './hooks/use-task-table';

/** Soonest due first: what needs doing next. */
const DEFAULT_SORT: SortingState = [{ id: 'due', desc: false }];

function DefaultSortedTable({ tasks }: { tasks: TableTask[] }) {
  const table = useTaskTable(tasks, { initialState: { sorting: DEFAULT_SORT } });
  return (
    <Stack gap="3">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="1">
        <SortSummary table={table} />
        <Text textStyle="sm" color="fg.muted">
          {formatCount(tasks.length)} tasks
        </Text>
      </Stack>
      <DataTable table={table} caption="Tasks by due date" virtual />
    </Stack>
  );
}

/** `/data-table/default-sorted`: every task in one scrolling table, sorted by due date until you choose otherwise. */
export default function DefaultSortedPage() {
  return (
    <PageLayout
      title="Default sorted"
      description="Every task in one scrolling table, soonest due first. Click a header to sort by another column."
    >
      <TaskTableFrame>{(tasks) => <DefaultSortedTable tasks={tasks} />}</TaskTableFrame>
    </PageLayout>
  );
}
