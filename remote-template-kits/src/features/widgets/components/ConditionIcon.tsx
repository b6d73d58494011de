import type { LucideIcon } from 'shared-ui';
import { Box, SunIcon } from 'shared-ui';
import {
  CloudFogIcon,
  CloudIcon,
  CloudLightningIcon,
  CloudRainIcon,
  CloudSunIcon,
  SnowflakeIcon,
  WindIcon,
} from 'shared-ui/kits';
import type { WeatherCondition } from 'tessera-contracts';

const LOOKS: Record<WeatherCondition, { icon: LucideIcon; label: string; palette: string }> = {
  sunny: { icon: SunIcon, label: 'Sunny', palette: 'yellow' },
  'partly-cloudy': { icon: CloudSunIcon, label: 'Partly cloudy', palette: 'orange' },
  cloudy: { icon: CloudIcon, label: 'Cloudy', palette: 'gray' },
  rain: { icon: CloudRainIcon, label: 'Rain', palette: 'blue' },
  thunderstorm: { icon: CloudLightningIcon, label: 'Thunderstorm', palette: 'purple' },
  snow: { icon: SnowflakeIcon, label: 'Snow', palette: 'cyan' },
  fog: { icon: CloudFogIcon, label: 'Fog', palette: 'gray' },
  windy: { icon: WindIcon, label: 'Windy', palette: 'teal' },
};

export function conditionLabel(condition: WeatherCondition): string {
  return LOOKS[condition]?.label ?? condition;
}

/** The condition's icon in its colour; decorative, as the label is always written beside it. */
export function ConditionIcon({ condition, size = 24 }: { condition: WeatherCondition; size?: number }) {
  const look = LOOKS[condition] ?? LOOKS.cloudy;
  const Icon = look.icon;
  return (
    <Box as="span" display="inline-flex" color={`${look.palette}.fg`}>
      <Icon size={size} aria-hidden="true" />
    </Box>
  );
}
