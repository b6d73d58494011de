import { Table, VisuallyHidden } from 'shared-ui';
import type { ChartDatum } from './chart-datum';

interface ChartDataTableProps {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
}

/** A chart's numbers as a table, for screen readers: the drawing itself says little to them. */
export function ChartDataTable({ caption, labelHeader, valueHeader, data, formatValue }: ChartDataTableProps) {
  return (
    <VisuallyHidden asChild>
      <Table.Root>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{labelHeader}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{valueHeader}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((datum) => (
            <Table.Row key={datum.label}>
              <Table.Cell>{datum.label}</Table.Cell>
              <Table.Cell>{formatValue(datum.value)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}
