import { HStack, Text } from 'shared-ui';
import { Slider } from 'shared-ui/kits';

export interface CropSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** One labelled slider of the cropper (zoom, rotation, free ratio), with its value written beside the label. */
export function CropSlider({ label, value, min, max, step, format, onChange }: CropSliderProps) {
  return (
    <Slider.Root
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={(details) => onChange(details.value[0] ?? value)}
      getAriaValueText={() => format(value)}
      minW="0"
    >
      <HStack justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Text as="output" textStyle="sm" fontVariantNumeric="tabular-nums" unicodeBidi="plaintext">
          {format(value)}
        </Text>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
