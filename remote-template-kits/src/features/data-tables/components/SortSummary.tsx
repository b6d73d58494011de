import type { Table } from '@tanstack/react-table';
import { Text } from 'shared-ui';
import { columnLabelById } from '../model/column-label';
import { describeSorting } from '../model/sort-description';

/** The current sort in words; screen readers hear it when it changes. */
export function SortSummary<Data>({ table }: { table: Table<Data> }) {
  const text = describeSorting(table.getState().sorting, (id) => columnLabelById(table, id));
  return (
    <Text textStyle="sm" color="fg.muted" aria-live="polite" data-testid="sort-summary">
      {text}
    </Text>
  );
}
