import { useState } from 'react';
import { HStack, Stack, Text } from 'shared-ui';
import { Slider } from 'shared-ui/kits';

const BANDS = ['Bass', 'Mid', 'Treble'] as const;
type Band = (typeof BANDS)[number];

const formatGain = (gain: number) => `${gain > 0 ? '+' : ''}${gain} dB`;

/** An equaliser: one vertical slider per band, filled from zero, each value written under it. */
export function VerticalSliders() {
  const [gains, setGains] = useState<Record<Band, number>>({ Bass: 4, Mid: 0, Treble: -3 });
  return (
    <HStack gap="10" justify="center" align="stretch">
      {BANDS.map((band) => (
        <Stack key={band} align="center" gap="3">
          <Slider.Root
            orientation="vertical"
            height="40"
            min={-12}
            max={12}
            origin="center"
            colorPalette="purple"
            value={[gains[band]]}
            onValueChange={(details) => setGains((current) => ({ ...current, [band]: details.value[0] ?? 0 }))}
            getAriaValueText={(details) => formatGain(details.value)}
          >
            <Slider.Label srOnly>{`${band} gain`}</Slider.Label>
            <Slider.Control>
              <Slider.Track>
                <Slider.Range />
              </Slider.Track>
              <Slider.Thumbs />
            </Slider.Control>
          </Slider.Root>
          <Stack gap="0" align="center">
            <Text textStyle="sm" fontWeight="medium">
              {band}
            </Text>
            <Text as="output" textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              {formatGain(gains[band])}
            </Text>
          </Stack>
        </Stack>
      ))}
    </HStack>
  );
}
