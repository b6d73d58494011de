import { flexRender, type Row } from '@tanstack/react-table';
import { Table } from 'shared-ui';

interface DataRowProps<Data> {
  row: Row<Data>;
  /** Virtual rows: the row's place among all rows (1 is the header), for aria-rowindex. */
  rowIndex?: number;
  /** Virtual rows: the virtualizer measures each drawn row through this ref. */
  measureRef?: (element: HTMLTableRowElement | null) => void;
}

export function DataRow<Data>({ row, rowIndex, measureRef }: DataRowProps<Data>) {
  return (
    <Table.Row aria-rowindex={rowIndex} data-index={rowIndex === undefined ? undefined : rowIndex - 2} ref={measureRef}>
      {row.getVisibleCells().map((cell) => (
        <Table.Cell key={cell.id} py="2">
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}
