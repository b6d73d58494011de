import { useId } from 'react';
import { HStack, Text, VisuallyHidden } from 'shared-ui';
import { Slider } from 'shared-ui/kits';

interface LabelledSliderProps {
  label: string;
  /** One value, or two for a range. */
  value: number[];
  onChange: (value: number[]) => void;
  /** How the current value reads, beside the label and to screen readers. */
  format: (value: number[]) => string;
  /** Each thumb's accessible name, for a range ("Minimum price", "Maximum price"). */
  thumbLabels?: string[];
  min?: number;
  max?: number;
  step?: number;
  marks?: Array<number | { value: number; label: string }>;
  colorPalette?: string;
}

/** A horizontal slider with its label and its value written out above the track. */
export function LabelledSlider({
  label,
  value,
  onChange,
  format,
  thumbLabels,
  min = 0,
  max = 100,
  step = 1,
  marks,
  colorPalette = 'teal',
}: LabelledSliderProps) {
  // A thumb is named by the slider's label unless it has its own (a range's two ends), given here by id.
  const idPrefix = useId();
  const thumbLabelIds = thumbLabels?.map((_, index) => `${idPrefix}-thumb-${index}`);
  return (
    <Slider.Root
      value={value}
      onValueChange={(details) => onChange(details.value)}
      min={min}
      max={max}
      step={step}
      colorPalette={colorPalette}
      aria-labelledby={thumbLabelIds}
      getAriaValueText={() => format(value)}
      minStepsBetweenThumbs={value.length > 1 ? 1 : 0}
    >
      <HStack justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Text as="output" textStyle="sm" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {format(value)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
        {thumbLabels?.map((thumbLabel, index) => (
          <VisuallyHidden key={thumbLabel} id={thumbLabelIds?.[index]}>
            {thumbLabel}
          </VisuallyHidden>
        ))}
        {marks && <Slider.Marks marks={marks} />}
      </Slider.Control>
    </Slider.Root>
  );
}
