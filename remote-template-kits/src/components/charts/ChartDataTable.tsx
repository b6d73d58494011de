import { Table, VisuallyHidden } from 'shared-ui';
import type { ChartTable } from './chart-table';

interface ChartDataTableProps {
  caption: string;
  table: ChartTable;
}

/** A chart's numbers as a table, for screen readers: the drawing itself says little to them. */
export function ChartDataTable({ caption, table }: ChartDataTableProps) {
  const [labelHeader, ...valueHeaders] = table.headers;
  return (
    // Around the table, not on it: Chakra's table sets its own width, which would widen the page (in
    // right-to-left, sideways to the left) though nothing of it shows.
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{labelHeader}</Table.ColumnHeader>
            {valueHeaders.map((header) => (
              <Table.ColumnHeader key={header} scope="col">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.rows.map((row) => (
            <Table.Row key={row.label}>
              <Table.Cell>{row.label}</Table.Cell>
              {row.cells.map((cell, index) => (
                <Table.Cell key={valueHeaders[index] ?? index}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}
