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
        <Stat.Root>
          <Stat.Label>{label}</Stat.Label>
          <HStack justify="space-between" align="baseline">
            <Stat.ValueText>{value}</Stat.ValueText>
            <Text textStyle="xs" color="fg.muted">
              {note}
            </Text>
          </HStack>
        </Stat.Root>
        <Sparkline values={values} label={trendLabel} />
      </Card.Body>
    </Card.Root>
  );
}
