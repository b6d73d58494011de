import type { KeyboardEvent, MouseEvent } from 'react';
import type { Header } from '@tanstack/react-table';
import { Badge, Box, Button, ChevronDownIcon, ChevronUpIcon, Table } from 'shared-ui';
import { columnLabel } from '../model/column-label';

interface SortHeaderProps<Row> {
  header: Header<Row, unknown>;
  /** Shift+click and Shift+Enter add the column to the sort rather than replace it. */
  multiSort: boolean;
}

type AriaSort = 'ascending' | 'descending' | 'none';

/** A column header; a sortable one holds a button that sorts by it and shows the direction and its key number. */
export function SortHeader<Row>({ header, multiSort }: SortHeaderProps<Row>) {
  const column = header.column;
  const label = columnLabel(column);
  if (!column.getCanSort()) return <Table.ColumnHeader>{label}</Table.ColumnHeader>;

  const direction = column.getIsSorted();
  const keyIndex = column.getSortIndex();
  const table = header.getContext().table;
  const keyCount = table.getState().sorting.length;
  const showsKeyNumber = multiSort && direction !== false && keyCount > 1;
  // ARIA allows aria-sort on one header: the first sort key. The others say their place in the button's name.
  const ariaSort: AriaSort | undefined =
    keyIndex === 0 && direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;
  const state = direction ? `sorted ${direction === 'asc' ? 'ascending' : 'descending'}` : 'not sorted';
  const keyText = showsKeyNumber ? `, sort key ${keyIndex + 1} of ${keyCount}` : '';

  const sort = (addToSort: boolean) => {
    if (multiSort && !addToSort && keyCount > 1) {
      // TanStack would keep the other keys when this one is the last; a plain click means "by this column alone".
      table.setSorting([{ id: column.id, desc: direction === 'asc' }]);
      return;
    }
    column.toggleSorting(undefined, multiSort && addToSort);
  };
  const onClick = (event: MouseEvent) => sort(event.shiftKey);
  const onKeyDown = (event: KeyboardEvent) => {
    // Keyboard equivalent of Shift+click: a plain Enter or Space goes through onClick without the modifier.
    if (event.shiftKey && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      sort(true);
    }
  };

  return (
    <Table.ColumnHeader aria-sort={ariaSort} px="1">
      <Button
        variant="ghost"
        size="sm"
        fontWeight="semibold"
        onClick={onClick}
        onKeyDown={onKeyDown}
        aria-label={`${label}, ${state}${keyText}`}
      >
        {label}
        <Box as="span" aria-hidden="true" display="inline-flex" alignItems="center" gap="1" minW="4">
          {direction === 'asc' && <ChevronUpIcon size={14} />}
          {direction === 'desc' && <ChevronDownIcon size={14} />}
          {showsKeyNumber && (
            <Badge size="xs" variant="solid" colorPalette="purple">
              {keyIndex + 1}
            </Badge>
          )}
        </Box>
      </Button>
    </Table.ColumnHeader>
  );
}
