import type { ReactNode } from 'react';
import { Card, Circle, formatCount, HStack, Icon, Stat, type LucideIcon } from 'shared-ui';

interface MetricCardProps {
  label: string;
  value: number;
  icon: LucideIcon;
  colorPalette: string;
  /** A line under the figure: what it counts, or how it moved. */
  help?: ReactNode;
  /** Drawn under the stat, such as a progress bar. */
  children?: ReactNode;
}

/** One KPI: a label, the figure and a line of context, in a card named after the label. */
export function MetricCard({ label, value, icon: MetricIcon, colorPalette, help, children }: MetricCardProps) {
  return (
    <Card.Root size="sm" role="group" aria-label={label} colorPalette={colorPalette} minW="0">
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stat.Root minW="0">
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{formatCount(value)}</Stat.ValueText>
            {/* A second definition of the same term keeps Chakra's <dl> valid. */}
            {help && <Stat.HelpText as="dd">{help}</Stat.HelpText>}
          </Stat.Root>
          <Circle size="10" bg="colorPalette.subtle" color="colorPalette.fg" flexShrink="0" aria-hidden>
            <Icon boxSize="5">
              <MetricIcon />
            </Icon>
          </Circle>
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
