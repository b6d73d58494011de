import { memo } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';
import { Table } from 'shared-ui';

interface DataRowProps<Data> {
  row: Row<Data>;
  /** Virtual rows: the row's place among all rows (1 is the header), for aria-rowindex. */
  rowIndex?: number;
  /** Virtual rows: every row's fixed height in px, its cells kept to one line. */
  height?: number;
}

function DataRowCells<Data>({ row, rowIndex, height }: DataRowProps<Data>) {
  return (
    <Table.Row aria-rowindex={rowIndex} height={height === undefined ? undefined : `${height}px`}>
      {row.getVisibleCells().map((cell) => (
        <Table.Cell key={cell.id} py="2" whiteSpace={height === undefined ? undefined : 'nowrap'}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}

/**
 * One body row. Memoised: while virtual rows scroll, the rows already drawn keep their cells (the same row
 * object from the table's row model) and only the rows coming into view are drawn.
 */
export const DataRow = memo(DataRowCells) as typeof DataRowCells;
