import { useId, type ReactNode } from 'react';
import { Card, Heading, Text } from 'shared-ui';
import type { ChartDatum } from './chart-datum';
import { ChartDataTable } from './ChartDataTable';

interface ChartCardProps {
  title: string;
  description?: string;
  labelHeader: string;
  valueHeader: string;
  data: readonly ChartDatum[];
  formatValue: (value: number) => string;
  /** The chart, drawn from the same data. */
  children: ReactNode;
}

/** A titled chart with its data as a table for screen readers. */
export function ChartCard({
  title,
  description,
  labelHeader,
  valueHeader,
  data,
  formatValue,
  children,
}: ChartCardProps) {
  const headingId = useId();
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
        <ChartDataTable
          caption={title}
          labelHeader={labelHeader}
          valueHeader={valueHeader}
          data={data}
          formatValue={formatValue}
        />
      </Card.Body>
    </Card.Root>
  );
}
