import { useState } from 'react';
import { getFilteredRowModel, type ColumnFiltersState } from '@tanstack/react-table';
import { Button, formatCount, HStack, PageLayout, SearchField, Stack, Text } from 'shared-ui';
import type { TableTask } from './api/list-table-tasks';
import { ColumnFilters } from './components/ColumnFilters';
import { DataTable } from './components/DataTable';
import { TaskTableFrame } from './components/TaskTableFrame';
import { useTaskTable } from './hooks/use-task-table';

function SearchableTable({ tasks }: { tasks: TableTask[] }) {
  const [globalFilter, setGlobalFilter] = useState('');
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const table = useTaskTable(tasks, {
    state: { globalFilter, columnFilters },
    onGlobalFilterChange: setGlobalFilter,
    onColumnFiltersChange: setColumnFilters,
    globalFilterFn: 'includesString',
    getFilteredRowModel: getFilteredRowModel(),
  });
  const matching = table.getRowModel().rows.length;
  const filtering = globalFilter !== '' || columnFilters.length > 0;

  return (
    <Stack gap="4">
      <SearchField label="Search every column" value={globalFilter} onChange={setGlobalFilter} />
      <ColumnFilters table={table} />
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text textStyle="sm" aria-live="polite" data-testid="match-count">
          {formatCount(matching)} of {formatCount(tasks.length)} tasks
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={!filtering}
          onClick={() => {
            setGlobalFilter('');
            setColumnFilters([]);
          }}
        >
          Clear filters
        </Button>
      </HStack>
      <DataTable table={table} caption="Tasks matching the search" virtual />
    </Stack>
  );
}

/** `/data-table/search`: every task in one scrolling table, narrowed by a search over all columns and per column. */
export default function SearchTablePage() {
  return (
    <PageLayout
      title="Search a table"
      description="Type to narrow every task at once, or filter single columns; the rows update as you type."
    >
      <TaskTableFrame>{(tasks) => <SearchableTable tasks={tasks} />}</TaskTableFrame>
    </PageLayout>
  );
}
