import { useState, type ReactNode } from 'react';
import type { Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Box, Table } from 'shared-ui';
import { DataRow } from './DataRow';
import { VIRTUAL_ROW_HEIGHT_PX, VIRTUAL_TABLE_CSS } from './table-styles';

/**
 * Rows drawn beyond each edge of the frame, for a browser that scrolls a frame ahead of the page's script; few,
 * since each is laid out again whenever rows come and go.
 */
export const OVERSCAN_ROWS = 5;

interface VirtualRowsProps<Data> {
  rows: Row<Data>[];
  caption: string;
  columnCount: number;
  header: ReactNode;
}

interface VisibleRowsProps<Data> {
  rows: Row<Data>[];
  columnCount: number;
  frame: HTMLDivElement | null;
}

/** An empty row standing for the rows not drawn, so the scroll bar stays true. */
function SpacerRow({ columnCount, height }: { columnCount: number; height: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" data-part="spacer">
      <td colSpan={columnCount} style={{ height: `${height}px` }} />
    </tr>
  );
}

/** The table's body: the rows in view in `frame` (plus a few either side), redrawn as it scrolls. */
function VisibleRows<Data>({ rows, columnCount, frame }: VisibleRowsProps<Data>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => frame,
    estimateSize: () => VIRTUAL_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
  });
  const items = virtualizer.getVirtualItems();
  const spaceAbove = items[0]?.start ?? 0;
  const spaceBelow = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <tbody>
      <SpacerRow columnCount={columnCount} height={spaceAbove} />
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return <DataRow key={row.id} row={row} rowIndex={item.index + 2} />;
      })}
      <SpacerRow columnCount={columnCount} height={spaceBelow} />
    </tbody>
  );
}

/**
 * Every row in one scrolling frame, drawing only those in view: 10,000 rows cost what 30 do. Empty rows above
 * and below keep the scroll bar true; aria-rowcount and aria-rowindex tell screen readers where the drawn rows
 * stand among all of them. Only the body redraws as the frame scrolls: the frame, the table and its header,
 * styled by Chakra, are drawn once.
 */
export function VirtualRows<Data>({ rows, caption, columnCount, header }: VirtualRowsProps<Data>) {
  // State rather than a ref: the body's virtualizer needs the frame, which React attaches after the body's effects.
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  return (
    <Box
      ref={setFrame}
      role="region"
      aria-label={`${caption}, scrollable`}
      tabIndex={0}
      maxH="60vh"
      overflow="auto"
      borderWidth="1px"
      borderRadius="l2"
      maxW="full"
    >
      <Table.Root size="sm" minW="3xl" stickyHeader aria-rowcount={rows.length + 1} css={VIRTUAL_TABLE_CSS}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>{header}</Table.Header>
        <VisibleRows rows={rows} columnCount={columnCount} frame={frame} />
      </Table.Root>
    </Box>
  );
}
