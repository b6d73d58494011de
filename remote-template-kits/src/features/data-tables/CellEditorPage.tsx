import { useState } from 'react';
import { createColumnHelper, getFilteredRowModel, getPaginationRowModel } from '@tanstack/react-table';
import { InlineAlert, Kbd, PageLayout, SearchField, Stack, Text } from 'shared-ui';
import type { TableTask } from './api/list-table-tasks';
import { DataTable } from './components/DataTable';
import { EditableCell } from './components/EditableCell';
import { TablePager } from './components/TablePager';
import { taskColumns } from './components/task-columns';
import { TaskTableFrame } from './components/TaskTableFrame';
import { CellEditorContext } from './hooks/cell-editor-context';
import { useCellEditor } from './hooks/use-cell-editor';
import { useTaskTable } from './hooks/use-task-table';

const column = createColumnHelper<TableTask>();

const EDITABLE_COLUMNS = [
  taskColumns.name,
  column.accessor('subject', {
    header: 'Subject',
    cell: (cell) => <EditableCell task={cell.row.original} field="subject" />,
  }),
  taskColumns.project,
  taskColumns.status,
  column.accessor((task) => task.priority ?? '', {
    id: 'priority',
    header: 'Priority',
    sortingFn: taskColumns.priority.sortingFn,
    cell: (cell) => <EditableCell task={cell.row.original} field="priority" />,
  }),
  taskColumns.due,
];

function EditableTable({ tasks }: { tasks: TableTask[] }) {
  const editor = useCellEditor();
  const [globalFilter, setGlobalFilter] = useState('');
  const table = useTaskTable(
    tasks,
    {
      state: { globalFilter },
      onGlobalFilterChange: setGlobalFilter,
      globalFilterFn: 'includesString',
      // A saved cell changes the data: the row stays on its page rather than jumping to the first.
      autoResetPageIndex: false,
      getFilteredRowModel: getFilteredRowModel(),
      getPaginationRowModel: getPaginationRowModel(),
      initialState: { pagination: { pageIndex: 0, pageSize: 10 } },
    },
    EDITABLE_COLUMNS,
  );

  return (
    <CellEditorContext.Provider value={editor}>
      <Stack gap="3">
        <SearchField
          label="Find a task"
          value={globalFilter}
          onChange={(value) => {
            setGlobalFilter(value);
            table.firstPage();
          }}
        />
        {editor.saving && (
          <Text role="status" textStyle="sm">
            Saving…
          </Text>
        )}
        {editor.notice && <InlineAlert status={editor.notice.tone}>{editor.notice.text}</InlineAlert>}
        <DataTable table={table} caption="Tasks with editable subject and priority" />
        <TablePager table={table} />
      </Stack>
    </CellEditorContext.Provider>
  );
}

/** `/data-table/cell-editor`: change a task's subject or priority in the table; each change is saved at once. */
export default function CellEditorPage() {
  return (
    <PageLayout
      title="Cell editor"
      description={
        <Text as="span">
          Click a subject or priority to change it. <Kbd>Enter</Kbd> saves it to the task, <Kbd>Esc</Kbd> cancels. If
          someone changed the task meanwhile, your change is refused and the table shows theirs.
        </Text>
      }
    >
      <TaskTableFrame>{(tasks) => <EditableTable tasks={tasks} />}</TaskTableFrame>
    </PageLayout>
  );
}
