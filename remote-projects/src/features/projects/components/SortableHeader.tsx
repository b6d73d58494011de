import { Box, ChevronDownIcon, ChevronUpIcon, Table } from 'shared-ui';
import type { SortField, TaskSort } from '../model/task-sort';

interface SortableHeaderProps {
  field: SortField;
  label: string;
  numeric?: boolean;
  sort: TaskSort | null;
  onSort: (field: SortField) => void;
}

/** A column heading that sorts by its column (ascending, then descending); aria-sort says how it is sorted. */
export function SortableHeader({ field, label, numeric, sort, onSort }: SortableHeaderProps) {
  const direction = sort?.field === field ? sort.direction : null;
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  const Arrow = direction === 'desc' ? ChevronDownIcon : ChevronUpIcon;
  return (
    <Table.ColumnHeader scope="col" aria-sort={ariaSort} textAlign={numeric ? 'end' : 'start'}>
      <Box
        asChild
        display="inline-flex"
        alignItems="center"
        gap="1"
        fontWeight="inherit"
        cursor="pointer"
        borderRadius="l1"
        _hover={{ color: 'fg' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      >
        <button type="button" onClick={() => onSort(field)}>
          {label}
          <Box as="span" display="inline-flex" opacity={direction ? 1 : 0} aria-hidden="true">
            <Arrow size={14} />
          </Box>
        </button>
      </Box>
    </Table.ColumnHeader>
  );
}
