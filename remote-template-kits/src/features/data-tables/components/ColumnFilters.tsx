import type { Table } from '@tanstack/react-table';
import { FieldFrame, Input, NativeSelect, SimpleGrid } from 'shared-ui';
import { TASK_PRIORITIES, TASK_STATUSES } from 'tessera-contracts';

interface ChoiceFilterProps<Data> {
  table: Table<Data>;
  columnId: string;
  label: string;
  choices: readonly string[];
}

function ChoiceFilter<Data>({ table, columnId, label, choices }: ChoiceFilterProps<Data>) {
  const column = table.getColumn(columnId);
  const value = column?.getFilterValue();
  return (
    <FieldFrame label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => column?.setFilterValue(event.target.value || undefined)}
        >
          <option value="">Any</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldFrame>
  );
}

/** One filter per column: words in the subject or project, and a status and a priority to match exactly. */
export function ColumnFilters<Data>({ table }: { table: Table<Data> }) {
  const textFilter = (columnId: string, label: string) => {
    const column = table.getColumn(columnId);
    const value = column?.getFilterValue();
    return (
      <FieldFrame label={label}>
        <Input
          size="sm"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => column?.setFilterValue(event.target.value || undefined)}
        />
      </FieldFrame>
    );
  };
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
      {textFilter('subject', 'Subject contains')}
      {textFilter('project', 'Project contains')}
      <ChoiceFilter table={table} columnId="status" label="Status" choices={TASK_STATUSES} />
      <ChoiceFilter table={table} columnId="priority" label="Priority" choices={TASK_PRIORITIES} />
    </SimpleGrid>
  );
}
