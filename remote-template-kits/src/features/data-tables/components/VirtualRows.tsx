import { useRef, type ReactNode } from 'react';
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Box, Table } from 'shared-ui';
import { DataRow } from './DataRow';

/**
 * Every row's height in the small table, fixed (cells do not wrap): the rows need not be measured as they are
 * drawn, which made the browser lay the table out once per new row while scrolling.
 */
const ROW_HEIGHT_PX = 45;

interface VirtualRowsProps<Data> {
  rows: Row<Data>[];
  caption: string;
  columnCount: number;
  header: ReactNode;
}

/**
 * Every row in one scrolling frame, drawing only those in view (plus a few either side): 10,000 rows cost
 * what 30 do. Empty rows above and below keep the scroll bar true; aria-rowcount and aria-rowindex tell
 * screen readers where the drawn rows stand among all of them.
 */
export function VirtualRows<Data>({ rows, caption, columnCount, header }: VirtualRowsProps<Data>) {
  const frameRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => frameRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const spaceAbove = items[0]?.start ?? 0;
  const spaceBelow = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);

  return (
    <Box
      ref={frameRef}
      role="region"
      aria-label={`${caption}, scrollable`}
      tabIndex={0}
      maxH="60vh"
      overflow="auto"
      borderWidth="1px"
      borderRadius="l2"
      maxW="full"
    >
      <Table.Root size="sm" minW="3xl" stickyHeader aria-rowcount={rows.length + 1}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>{header}</Table.Header>
        <Table.Body>
          {spaceAbove > 0 && (
            <Table.Row aria-hidden="true">
              <Table.Cell colSpan={columnCount} p="0" height={`${spaceAbove}px`} />
            </Table.Row>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return <DataRow key={row.id} row={row} rowIndex={item.index + 2} height={ROW_HEIGHT_PX} />;
          })}
          {spaceBelow > 0 && (
            <Table.Row aria-hidden="true">
              <Table.Cell colSpan={columnCount} p="0" height={`${spaceBelow}px`} />
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
