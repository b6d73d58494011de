import { Button, Table } from '@chakra-ui/react';
import { ChevronDownIcon, ChevronsUpDownIcon, ChevronUpIcon } from 'lucide-react';

interface SortableColumnHeaderProps {
  label: string;
  /** The direction the table is sorted in by this column, or null when it is sorted by another. */
  direction: 'asc' | 'desc' | null;
  /** The user asked to sort by this column (or to turn its direction round). */
  onSort: () => void;
  align?: 'start' | 'end';
}

/** A table's column header that sorts by its column: a button, its state told to screen readers by aria-sort. */
export function SortableColumnHeader({ label, direction, onSort, align = 'start' }: SortableColumnHeaderProps) {
  const SortIcon = direction === null ? ChevronsUpDownIcon : direction === 'asc' ? ChevronUpIcon : ChevronDownIcon;
  return (
    <Table.ColumnHeader
      textAlign={align}
      aria-sort={direction === null ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
    >
      <Button variant="ghost" size="xs" fontWeight="semibold" onClick={onSort}>
        {label}
        <SortIcon aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}
