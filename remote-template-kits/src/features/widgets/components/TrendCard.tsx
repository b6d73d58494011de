import { Card, HStack, Stat, Text } from 'shared-ui';
import { Sparkline } from './Sparkline';

interface TrendCardProps {
  label: string;
  value: string;
  values: readonly number[];
  trendLabel: string;
  note: string;
  palette: string;
}

/** A figure with its recent trend drawn under it. */
export function TrendCard({ label, value, values, trendLabel, note, palette }: TrendCardProps) {
  return (
    <Card.Root size="sm" colorPalette={palette} role="region" aria-label={label}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-end" gap="2">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
          </Stat.Root>
          <Text textStyle="xs" color="fg.muted" flexShrink="0">
            {note}
          </Text>
        </HStack>
        <Sparkline values={values} label={trendLabel} />
      </Card.Body>
    </Card.Root>
  );
}
