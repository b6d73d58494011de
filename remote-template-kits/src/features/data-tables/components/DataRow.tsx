import { memo } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';

interface DataRowProps<Data> {
  row: Row<Data>;
  /** Virtual rows: the row's place among all rows (1 is the header), for aria-rowindex. */
  rowIndex?: number;
}

function DataRowCells<Data>({ row, rowIndex }: DataRowProps<Data>) {
  return (
    <tr aria-rowindex={rowIndex}>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
      ))}
    </tr>
  );
}

/**
 * One body row: plain elements, styled by the table's style sheet (TABLE_CSS). Memoised: while virtual rows
 * scroll, the rows already drawn keep their cells (the same row object from the table's row model) and only
 * the rows coming into view are drawn.
 */
export const DataRow = memo(DataRowCells) as typeof DataRowCells;
