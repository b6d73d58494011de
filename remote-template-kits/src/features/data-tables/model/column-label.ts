import type { Column, Table } from '@tanstack/react-table';

/** A column's header text (every data-table column has a text header); its id otherwise. */
export function columnLabel<Row>(column: Column<Row>): string {
  const header = column.columnDef.header;
  return typeof header === 'string' ? header : column.id;
}

export function columnLabelById<Row>(table: Table<Row>, columnId: string): string {
  const column = table.getColumn(columnId);
  return column ? columnLabel(column) : columnId;
}
