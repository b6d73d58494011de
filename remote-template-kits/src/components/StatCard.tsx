import type { LucideIcon } from 'shared-ui';
import { Card, ChevronDownIcon, ChevronUpIcon, Circle, HStack, Stat, Text } from 'shared-ui';

/** How a figure moved since the period before, e.g. tasks created this week against last week. */
export interface StatChange {
  /** Percent, signed; null when the period before had nothing to compare with. */
  percent: number | null;
  /** The period compared with, as the line reads it: "last week". */
  period: string;
}

interface StatCardProps {
  label: string;
  value: string;
  help?: string;
  /** Drawn in a tinted circle beside the figure. */
  icon?: LucideIcon;
  /** The icon's colour palette. */
  palette?: string;
  change?: StatChange;
}

// Darker than Chakra's fg.success / fg.error, which fall short of 4.5:1 at this small size on a light card.
const CHANGE_COLORS = {
  good: { base: 'green.700', _dark: 'green.300' },
  bad: { base: 'red.700', _dark: 'red.300' },
} as const;

function ChangeLine({ change }: { change: StatChange }) {
  const { percent, period } = change;
  if (percent === null) {
    return (
      <Text textStyle="xs" color="fg.muted">
        Nothing to compare with {period}
      </Text>
    );
  }
  const rounded = Math.round(Math.abs(percent));
  if (rounded === 0) {
    return (
      <Text textStyle="xs" color="fg.muted">
        No change on {period}
      </Text>
    );
  }
  const up = percent > 0;
  const Arrow = up ? ChevronUpIcon : ChevronDownIcon;
  return (
    <HStack gap="1" textStyle="xs" color={up ? CHANGE_COLORS.good : CHANGE_COLORS.bad}>
      <Arrow size={14} aria-hidden="true" />
      <Text>
        {up ? 'Up' : 'Down'} {rounded}% on {period}
      </Text>
    </HStack>
  );
}

export function StatCard({ label, value, help, icon: Icon, palette = 'gray', change }: StatCardProps) {
  return (
    <Card.Root size="sm" role="group" aria-label={label}>
      <Card.Body>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stat.Root>
            <Stat.Label>{label}</Stat.Label>
            <Stat.ValueText>{value}</Stat.ValueText>
          </Stat.Root>
          {Icon && (
            <Circle size="10" bg="colorPalette.subtle" color="colorPalette.fg" colorPalette={palette} flexShrink={0}>
              <Icon size={20} aria-hidden="true" />
            </Circle>
          )}
        </HStack>
        {/* Outside the stat: Chakra's Stat is a <dl>, which may hold only terms and definitions. */}
        {change && <ChangeLine change={change} />}
        {help && (
          <Text textStyle="xs" color="fg.muted" mt="1">
            {help}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
