import { useId, type ReactNode } from 'react';
import { Card, Heading, Text } from 'shared-ui';
import type { ChartDatum } from './chart-datum';
import { ChartDataTable } from './ChartDataTable';
import { datumTable, type ChartTable } from './chart-table';

interface ChartCardFrame {
  title: string;
  description?: string;
  /** The chart, drawn from the same data. */
  children: ReactNode;
}

/** A one-series chart: its table is built from its data. */
interface DatumChartCardProps extends ChartCardFrame {
  labelHeader: string;
  valueHeader: string;
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
}

/** Any chart: its table comes ready-made (several series, points…); none while its data loads. */
interface TableChartCardProps extends ChartCardFrame {
  table?: ChartTable;
}

type ChartCardProps = DatumChartCardProps | TableChartCardProps;

/** A titled chart with its data as a table for screen readers. */
export function ChartCard(props: ChartCardProps) {
  const { title, description, children } = props;
  const headingId = useId();
  const table =
    'data' in props ? datumTable(props.labelHeader, props.valueHeader, props.data, props.formatValue) : props.table;
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" fontSize="sm">
            {description}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        {children}
        {table && <ChartDataTable caption={title} table={table} />}
      </Card.Body>
    </Card.Root>
  );
}
